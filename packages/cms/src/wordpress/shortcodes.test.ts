import { describe, expect, it } from 'vitest';
import { shortcodeRanges } from './shortcodes';

const matched = (raw: string) =>
  shortcodeRanges(raw).map(({ start, end, name }) => [name, raw.slice(start, end)]);

describe('shortcodeRanges (WordPress’s get_shortcode_regex)', () => {
  it('finds self-closing, enclosing and escaped shortcodes, as WordPress reads them', () => {
    expect(matched('Buy [tip text="a burr grinder"] now.')).toEqual([
      ['tip', '[tip text="a burr grinder"]'],
    ]);
    expect(matched('A [gallery ids="1,2" /] B')).toEqual([['gallery', '[gallery ids="1,2" /]']]);
    expect(matched('[note]Use a <em>burr grinder</em>.[/note] after')).toEqual([
      ['note', '[note]Use a <em>burr grinder</em>.[/note]'],
    ]);
    // Escaped: WordPress prints [tip …] as text; still never a place to write.
    expect(matched('Write [[tip text="burr grinder"]] to show it.')).toEqual([
      ['tip', '[[tip text="burr grinder"]]'],
    ]);
    // A slash inside the attributes (a URL) does not end the tag; only "/]" does.
    expect(matched('[embed url="https://x.example/a/b"]')).toEqual([
      ['embed', '[embed url="https://x.example/a/b"]'],
    ]);
  });

  it('keeps nested names apart and a name from a longer one', () => {
    expect(matched('[tip]a[/tip] [tipster]b[/tipster]')).toEqual([
      ['tip', '[tip]a[/tip]'],
      ['tipster', '[tipster]b[/tipster]'],
    ]);
    expect(matched('[a-b x] plain')).toEqual([['a-b', '[a-b x]']]);
  });

  it('reads no shortcode where there is none', () => {
    expect(matched('No brackets here.')).toEqual([]);
    expect(matched('An [ open bracket and a ] close one.')).toEqual([]);
  });
});
