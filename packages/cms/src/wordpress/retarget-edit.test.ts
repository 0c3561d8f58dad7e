import { describe, expect, it } from 'vitest';
import { retargetLinks } from './retarget-edit';

const base = 'https://garden.example/roses/';
const edit = {
  fromUrl: 'https://garden.example/old-tulips',
  toUrl: 'https://garden.example/tulips/',
  anchorText: 'tulips, "the best"',
};

describe('retargetLinks', () => {
  it('changes only the href of the link with that address and those words', () => {
    const raw =
      '<!-- wp:paragraph -->\n<p>See <a class="x" href="https://garden.example/old-tulips" title="T">tulips, “the best”</a> and <a href="https://garden.example/old-tulips">other words</a>.</p>\n<!-- /wp:paragraph -->';
    const result = retargetLinks(raw, base, edit);
    expect(result.content).toBe(
      '<!-- wp:paragraph -->\n<p>See <a class="x" href="https://garden.example/tulips/" title="T">tulips, “the best”</a> and <a href="https://garden.example/old-tulips">other words</a>.</p>\n<!-- /wp:paragraph -->',
    );
    expect(result).toMatchObject({ count: 1, previous: 'https://garden.example/old-tulips' });
  });

  it('keeps a relative href relative, and matches it however it is spelled', () => {
    const raw = "<p>Our <a href='/old-tulips/'>tulips, &quot;the best&quot;</a> page.</p>";
    const result = retargetLinks(raw, base, edit);
    expect(result.content).toBe(
      '<p>Our <a href="/tulips/">tulips, &quot;the best&quot;</a> page.</p>',
    );
    expect(result).toMatchObject({ written: '/tulips/', previous: '/old-tulips/' });
  });

  it('changes every copy of the same link, and undoing is the same edit the other way', () => {
    const raw =
      '<p><a href="https://garden.example/old-tulips">tulips, "the best"</a></p><ul><li><a href="https://garden.example/old-tulips"><strong>tulips</strong>, "the best"</a></li></ul>';
    const forward = retargetLinks(raw, base, edit);
    expect(forward.count).toBe(2);
    const back = retargetLinks(forward.content!, base, {
      fromUrl: edit.toUrl,
      toUrl: edit.fromUrl,
      anchorText: edit.anchorText,
    });
    expect(back.content).toBe(raw);
  });

  it('leaves the post alone when no link has that address and those words', () => {
    const raw = '<p><a href="/old-tulips">bulbs</a> and tulips, "the best".</p>';
    expect(retargetLinks(raw, base, edit)).toEqual({ content: null, count: 0 });
  });

  it('escapes what it writes into the attribute', () => {
    const raw = '<p><a href="/old-tulips">tulips, "the best"</a></p>';
    const result = retargetLinks(raw, base, {
      ...edit,
      toUrl: 'https://garden.example/t?a=1&b="2"',
    });
    expect(result.content).toBe('<p><a href="/t?a=1&amp;b=%222%22">tulips, "the best"</a></p>');
  });
});
