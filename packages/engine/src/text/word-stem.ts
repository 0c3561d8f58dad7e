/**
 * A word folded further than `normalizeWord`, for comparing what two texts are about:
 * "scoring" and "score", "keeping" and "keep", "baked" and "bake" are one word. Too coarse for
 * anchors ("use" and "used" are not one name), fine for asking which page a subject names.
 */
export function stemOf(norm: string): string {
  return norm.length > 4 ? norm.replace(/(?:ing|ed|e)$/u, '') : norm;
}
