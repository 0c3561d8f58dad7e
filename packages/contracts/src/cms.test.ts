import { describe, expect, it } from 'vitest';
import { linkedParagraphHtml } from './cms';

const suggestion = {
  anchor_text: 'sourdough starter',
  target_url: 'https://blog.example/guide?a=1&b=2',
  context: 'Feed your Sourdough Starter <daily> & well.',
  generated_passage: null,
};

describe('linkedParagraphHtml', () => {
  it('links the anchor in its sentence, keeping its case, with everything escaped', () => {
    expect(linkedParagraphHtml(suggestion)).toBe(
      '<p>Feed your <a href="https://blog.example/guide?a=1&amp;b=2">Sourdough Starter</a> &lt;daily&gt; &amp; well.</p>',
    );
  });

  it('prefers the written passage, and links the anchor alone when the text lacks it', () => {
    expect(
      linkedParagraphHtml({ ...suggestion, generated_passage: 'A sourdough starter needs care.' }),
    ).toBe(
      '<p>A <a href="https://blog.example/guide?a=1&amp;b=2">sourdough starter</a> needs care.</p>',
    );
    expect(linkedParagraphHtml({ ...suggestion, context: '' })).toBe(
      '<p><a href="https://blog.example/guide?a=1&amp;b=2">sourdough starter</a></p>',
    );
  });
});
