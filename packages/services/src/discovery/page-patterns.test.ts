import { describe, expect, it } from 'vitest';
import { keepPagesByPatterns } from './page-patterns';

const pages = [
  'https://blog.test/',
  'https://blog.test/sourdough-basics/',
  'https://blog.test/blog/rye/',
  'https://blog.test/blog/2024/rye-guide/',
  'https://blog.test/tag/bread/',
  'https://blog.test/category/pizza/',
];

describe('keepPagesByPatterns (issue 52)', () => {
  it('keeps every page without patterns', () => {
    expect(keepPagesByPatterns(pages, { includePatterns: [], excludePatterns: [] })).toEqual({
      pages,
      leftOut: 0,
    });
  });

  it('leaves out what an exclude pattern matches, * within a segment', () => {
    const kept = keepPagesByPatterns(pages, {
      includePatterns: [],
      excludePatterns: ['/tag/*', '/category/*/'],
    });
    expect(kept).toEqual({ pages: pages.slice(0, 4), leftOut: 2 });
  });

  it('keeps only what an include pattern matches, ** across segments, then excludes', () => {
    expect(
      keepPagesByPatterns(pages, { includePatterns: ['/blog/*'], excludePatterns: [] }).pages,
    ).toEqual(['https://blog.test/blog/rye/']);
    expect(
      keepPagesByPatterns(pages, {
        includePatterns: ['/blog/**'],
        excludePatterns: ['/blog/2024/**'],
      }).pages,
    ).toEqual(['https://blog.test/blog/rye/']);
  });
});
