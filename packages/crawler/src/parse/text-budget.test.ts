import type { ContentBlock } from '@linkloom/engine';
import { describe, expect, it } from 'vitest';
import { parsePage } from './parse-page';
import { MAX_KEPT_TEXT_CHARS, keepTextWithin } from './text-budget';

function block(text: string, links: ContentBlock['links'] = []): ContentBlock {
  return { kind: 'paragraph', text, links, code: [], section: -1 };
}

describe('keepTextWithin', () => {
  it('keeps every block when their text fits', () => {
    const blocks = [block('abc'), block('defg')];
    expect(keepTextWithin(blocks, 7)).toEqual(blocks);
  });

  it('cuts the block that crosses the budget and drops those after it, with their links', () => {
    const href = 'https://example.com/';
    const kept = keepTextWithin(
      [
        block('abcd'),
        block('efghij', [
          { start: 0, end: 2, href },
          { start: 2, end: 5, href },
          { start: 4, end: 6, href },
        ]),
        block('never'),
      ],
      7,
    );
    expect(kept).toEqual([
      block('abcd'),
      block('efg', [
        { start: 0, end: 2, href },
        { start: 2, end: 3, href },
      ]),
    ]);
  });
});

describe('parsePage on a page of more text than is kept', () => {
  it('keeps the first MAX_KEPT_TEXT_CHARS characters and counts every word', () => {
    const words = 'brew coffee '.repeat(100_000);
    const page = parsePage(
      `<!doctype html><html><head><title>Long</title></head><body><main><p>${words}</p><p>After <a href="/x">the end</a>.</p></main></body></html>`,
      { url: 'https://example.com/long', finalUrl: 'https://example.com/long', status: 200 },
    );
    const kept = page.blocks.reduce((sum, each) => sum + each.text.length, 0);
    expect(kept).toBe(MAX_KEPT_TEXT_CHARS);
    expect(page.blocks.flatMap((each) => each.links)).toEqual([]);
    expect(page.wordCount).toBeGreaterThanOrEqual(200_000);
    expect(page.links.map((link) => link.href)).toContain('https://example.com/x');
  });
});
