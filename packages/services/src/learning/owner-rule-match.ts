import type { OwnerRuleKind } from '@linkloom/contracts';

export type RuleLike = { kind: OwnerRuleKind; value: string };
export type LinkLike = { sourceUrl: string; targetUrl: string; anchorText: string };

function phraseOf(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** A URL, or a path on the site, as a comparable path (no trailing slash, no query). */
function pathOf(urlOrPath: string): string {
  let path = urlOrPath;
  try {
    path = new URL(urlOrPath).pathname;
  } catch {
    // A path as the owner wrote it.
  }
  return path.replace(/\/+$/u, '') || '/';
}

function isInFolder(url: string, folder: string): boolean {
  const prefix = pathOf(folder);
  const path = pathOf(url);
  return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Whether a link breaks one of the owner's rules: its anchor is a banned phrase (whole anchor,
 * case and spacing aside); its source or target is a banned page; or it crosses the edge of a
 * folder the owner keeps links within (from a page in it to one outside, or the other way).
 */
export function breaksOwnerRule(rules: readonly RuleLike[], link: LinkLike): boolean {
  return rules.some((rule) => {
    switch (rule.kind) {
      case 'never_anchor':
        return phraseOf(link.anchorText) === phraseOf(rule.value);
      case 'never_page': {
        const page = pathOf(rule.value);
        return pathOf(link.sourceUrl) === page || pathOf(link.targetUrl) === page;
      }
      case 'same_folder':
        return isInFolder(link.sourceUrl, rule.value) !== isInFolder(link.targetUrl, rule.value);
    }
    return false;
  });
}
