// The engine's reasons about how the anchor is written where it stands (packages/engine,
// score-candidate.ts). They describe the original sentence, so an edit voids them.
const ANCHOR_FORM_REASONS = [
  /^other pages already link to it with this text/,
  /^written with capitals, as a name$/,
  /^begins with a capital mid-sentence, as a name$/,
  /^set in quotation marks, as a reference$/,
  /^set as code, as names of commands and settings are$/,
];

/**
 * The reasons of a suggestion after a hand edit: what was said about the old anchor and how
 * it was written goes, what is said about the two pages stays, and the edit is named first.
 * Unchanged anchor and context keep the reasons as they are.
 */
export function reasonsAfterEdit(
  reasons: string[],
  before: { anchorText: string; context: string },
  after: { anchorText: string; context: string },
): string[] {
  const isAnchorChanged = before.anchorText !== after.anchorText;
  const isContextChanged = before.context !== after.context;
  if (!isAnchorChanged && !isContextChanged) {
    return reasons;
  }
  const quotedOldAnchor = `“${before.anchorText}”`;
  const kept = reasons.filter(
    (reason) =>
      !ANCHOR_FORM_REASONS.some((pattern) => pattern.test(reason)) &&
      !(isAnchorChanged && reason.includes(quotedOldAnchor)) &&
      !reason.startsWith('Edited by hand'),
  );
  const edit = isAnchorChanged
    ? `Edited by hand: “${after.anchorText}” is the link text`
    : 'Edited by hand: the sentence was changed';
  return [edit, ...kept];
}
