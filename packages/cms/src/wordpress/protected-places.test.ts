import { describe, expect, it } from 'vitest';
import { applyEdits } from './content-edits';
import type { LinkEdit } from './content-edits';

const edit = (overrides: Partial<LinkEdit> = {}): LinkEdit => ({
  id: 's1',
  targetUrl: 'https://coffee.example/grinders/',
  anchorText: 'burr grinder',
  context: 'Always buy a burr grinder before an espresso machine.',
  passage: null,
  ...overrides,
});

/** Applies one edit and expects the post untouched and the reason given. */
function refused(raw: string, reason: string, overrides: Partial<LinkEdit> = {}) {
  const { content, outcomes } = applyEdits(raw, [edit(overrides)]);
  expect(content).toBe(raw);
  expect(outcomes[0]).toEqual({
    id: 's1',
    result: 'needs_review',
    message: `“burr grinder” appears in the post only ${reason}; Linkloom never writes there, so nothing was written.`,
  });
}

describe('places a link would break the post', () => {
  it('never writes inside a shortcode: its attributes, its contents, or an escaped one', () => {
    refused(
      'Coffee notes.\n\n[tip text="Always buy a burr grinder before an espresso machine."]\n\nEnd.',
      'inside the shortcode [tip]',
    );
    refused(
      '<p>[note]Always buy a burr grinder before an espresso machine.[/note]</p>',
      'inside the shortcode [note]',
    );
    refused(
      '<p>Type [[tip text="Always buy a burr grinder before an espresso machine."]] to show a tip.</p>',
      'inside the shortcode [tip]',
    );
  });

  it('links the sentence outside the shortcode when the words are in both', () => {
    const raw =
      '[tip text="a burr grinder"]\n\n<p>Always buy a burr grinder before an espresso machine.</p>';
    const { content, outcomes } = applyEdits(raw, [edit()]);
    expect(outcomes[0]?.result).toBe('written');
    expect(content).toBe(
      raw.replace(
        'buy a burr grinder',
        'buy a <a href="https://coffee.example/grinders/" data-linkloom="s1">burr grinder</a>',
      ),
    );
  });

  it('never writes into a comment, a block’s JSON attributes or an attribute value', () => {
    refused('<!-- Always buy a burr grinder first. -->\n<p>Coffee.</p>', 'inside an HTML comment', {
      context: '',
    });
    refused(
      '<!-- wp:linkloom/tip {"text":"Always buy a burr grinder"} /-->\n<p>Coffee.</p>',
      "in a block's settings (its JSON attributes)",
      { context: '' },
    );
    refused(
      '<p><img src="x.jpg" alt="A burr grinder"> Coffee.</p>',
      'inside an attribute of <img>',
      {
        context: '',
      },
    );
  });

  it('never writes into a script or a style, and names a caption as a caption', () => {
    refused(
      '<script>var tip = "Always buy a burr grinder before an espresso machine.";</script><p>Coffee.</p>',
      'inside a script or style',
      { context: '' },
    );
    refused('<style>/* burr grinder */ p { color: red }</style>', 'inside a script or style', {
      context: '',
    });
    refused(
      '<!-- wp:image -->\n<figure class="wp-block-image"><img src="g.jpg" alt=""/><figcaption>Always buy a burr grinder before an espresso machine.</figcaption></figure>\n<!-- /wp:image -->',
      'in an image caption',
    );
  });

  it('writes nothing when the sentence changed, even where the words appear once (as the README says)', () => {
    const raw = '<p>A burr grinder is worth every cent.</p>';
    const { content, outcomes } = applyEdits(raw, [edit()]);
    expect(content).toBe(raw);
    expect(outcomes[0]).toMatchObject({
      result: 'needs_review',
      message: expect.stringMatching(
        /^The sentence the link was suggested in changed since the crawl; “burr grinder” still appears once in the post, but nothing was written/,
      ),
    });
  });
});

describe('the reason names what stopped the write', () => {
  it('names the sentence inside a shortcode when the words also stand in ordinary paragraphs', () => {
    const raw =
      '<p>A burr grinder grinds evenly.</p>\n\n[caption id="a1"]<img src="g.jpg"> Always buy a burr grinder before an espresso machine.[/caption]';
    const { content, outcomes } = applyEdits(raw, [edit()]);
    expect(content).toBe(raw);
    expect(outcomes[0]).toEqual({
      id: 's1',
      result: 'needs_review',
      message:
        'The sentence “Always buy a burr grinder before an espresso machine.” stands inside the shortcode [caption], where Linkloom never writes, so nothing was written. “burr grinder” also appears in ordinary text elsewhere in the post, but not in that sentence.',
    });
  });

  it('names the sentence inside code when the words also stand in ordinary paragraphs', () => {
    const raw =
      '<p>Every burr grinder needs cleaning.</p>\n<pre><code>Always buy a burr grinder before an espresso machine.</code></pre>';
    const { content, outcomes } = applyEdits(raw, [edit()]);
    expect(content).toBe(raw);
    expect(outcomes[0]?.message).toBe(
      'The sentence “Always buy a burr grinder before an espresso machine.” stands inside code, where Linkloom never writes, so nothing was written. “burr grinder” also appears in ordinary text elsewhere in the post, but not in that sentence.',
    );
  });
});
