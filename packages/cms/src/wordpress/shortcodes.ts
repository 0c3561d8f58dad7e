/**
 * A shortcode's name as `add_shortcode` accepts it. WordPress matches only the names registered
 * on the site, which Linkloom cannot know, so every such name counts: a bracketed word that is
 * not a shortcode is merely left alone.
 */
const NAME = String.raw`[^<>&/\[\]\x00-\x20=]+`;

/**
 * WordPress's `get_shortcode_regex()` (wp-includes/shortcodes.php) with any name for the
 * registered ones: `[name …]`, `[name …/]`, `[name …]…[/name]`, and the escaped `[[name …]]`
 * that WordPress prints as it is. The possessive quantifiers of the PHP pattern only save
 * backtracking; without them it matches the same text.
 */
const SHORTCODE = new RegExp(
  String.raw`\[(\[?)(${NAME})(?![\w-])([^\]/]*(?:/(?!\])[^\]/]*)*?)(?:(/)\]|\](?:([^\[]*(?:\[(?!/\2\])[^\[]*)*)\[/\2\])?)(\]?)`,
  'g',
);

export type ShortcodeRange = { start: number; end: number; name: string };

/** Where the post's shortcodes are in its raw content, with their contents and escaping brackets. */
export function shortcodeRanges(raw: string): ShortcodeRange[] {
  if (!raw.includes('[')) {
    return [];
  }
  return [...raw.matchAll(SHORTCODE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    name: match[2]!,
  }));
}
