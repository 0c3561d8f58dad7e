export type ContextParts = { before: string; anchor: string; after: string } | null;

/**
 * Splits `context` around the first occurrence of `anchor` (case-insensitive), so the card can
 * mark where the link would go. Null when the anchor is not in the context (an edited one).
 */
export function splitAroundAnchor(context: string, anchor: string): ContextParts {
  const needle = anchor.trim();
  if (!needle) {
    return null;
  }
  const index = context.toLocaleLowerCase().indexOf(needle.toLocaleLowerCase());
  if (index < 0) {
    return null;
  }
  return {
    before: context.slice(0, index),
    anchor: context.slice(index, index + needle.length),
    after: context.slice(index + needle.length),
  };
}
