import type { ContentBlock } from '@linkloom/engine';
import { describe, expect, it } from 'vitest';
import { keepLinksWithin } from './block-link-budget';

const href = 'https://example.com/';

function block(text: string, links: ContentBlock['links'] = [], code: ContentBlock['code'] = []) {
  return { kind: 'paragraph' as const, text, links, code, section: -1 };
}

describe('keepLinksWithin', () => {
  it('keeps every block when their links fit', () => {
    const blocks = [block('a b', [{ start: 0, end: 1, href }]), block('c', [])];
    expect(keepLinksWithin(blocks, 1)).toEqual(blocks);
  });

  it('cuts the block before the first link past the budget and drops the blocks after it', () => {
    const kept = keepLinksWithin(
      [
        block('one two', [{ start: 0, end: 3, href }]),
        block(
          'three four five',
          [
            { start: 0, end: 5, href },
            { start: 11, end: 15, href },
          ],
          [
            { start: 2, end: 8 },
            { start: 11, end: 15 },
          ],
        ),
        block('six', [{ start: 0, end: 3, href }]),
      ],
      2,
    );
    expect(kept).toEqual([
      block('one two', [{ start: 0, end: 3, href }]),
      block('three four', [{ start: 0, end: 5, href }], [{ start: 2, end: 8 }]),
    ]);
  });

  it('drops a block whose first link is past the budget', () => {
    const kept = keepLinksWithin(
      [block('one', [{ start: 0, end: 3, href }]), block('two', [{ start: 0, end: 3, href }])],
      1,
    );
    expect(kept).toEqual([block('one', [{ start: 0, end: 3, href }])]);
  });
});
