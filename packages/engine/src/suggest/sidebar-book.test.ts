import { describe, expect, it } from 'vitest';
import { calibrateSite } from '../calibrate/backtest';
import { buildSiteIndex } from '../index/site-index';
import { bookPages, chapterUrl, printPage } from '../testing/sidebar-book';
import { suggestLinks } from './suggest-links';

describe('a book whose sidebar lists every page', () => {
  const index = buildSiteIndex(bookPages);
  const suggest = (title: string) =>
    suggestLinks(index, chapterUrl(title), {
      maxSuggestionsPerPage: 8,
      calibration: calibrateSite(index),
    });

  it('still suggests the chapters its text names: a menu link is not a link in the text', () => {
    const suggested = bookPages.map((page) =>
      suggestLinks(index, page.url, { maxSuggestionsPerPage: 8, minScore: 0 }),
    );
    expect(suggested.filter((links) => links.length > 0)).toHaveLength(bookPages.length);
    const lifetimes = suggest('Lifetimes').map((link) => link.targetUrl);
    expect(lifetimes).toEqual(
      expect.arrayContaining([chapterUrl('Borrowing'), chapterUrl('Smart Pointers')]),
    );
  });

  it('says the target is in the menu', () => {
    const link = suggest('Lifetimes').find((found) => found.targetUrl === chapterUrl('Borrowing'))!;
    expect(link.reasons).toContain('it is in this page’s menu, not in its text');
  });

  it('never repeats a link the text already has', () => {
    const ownership = suggestLinks(index, chapterUrl('Ownership'), {
      maxSuggestionsPerPage: 8,
      minScore: 0,
    });
    const targets = ownership.map((link) => link.targetUrl);
    expect(targets).not.toContain(chapterUrl('Borrowing'));
    expect(targets).toContain(chapterUrl('Lifetimes'));
    const pointers = suggestLinks(index, chapterUrl('Smart Pointers'), {
      maxSuggestionsPerPage: 8,
      minScore: 0,
    });
    expect(pointers.map((link) => link.targetUrl)).not.toContain(chapterUrl('Interior Mutability'));
  });
});

describe('a book with a print version, every chapter on one page', () => {
  const withPrint = buildSiteIndex([...bookPages, printPage]);
  const without = buildSiteIndex(bookPages);
  const suggest = (index: typeof without, url: string) =>
    suggestLinks(index, url, { maxSuggestionsPerPage: 8, minScore: 0 });

  it('gets no suggestions on the print version: a copy kept out of search', () => {
    const position = withPrint.pages.findIndex((page) => page.url === printPage.url);
    expect(withPrint.listed[position]).toBe('it is the print version of other pages');
    expect(suggest(withPrint, printPage.url)).toEqual([]);
  });

  it('suggests on each chapter the links it would without the print version', () => {
    for (const chapter of bookPages) {
      const links = (index: typeof without) =>
        suggest(index, chapter.url).map((link) => [link.targetUrl, link.anchorText]);
      expect(links(withPrint)).toEqual(links(without));
    }
  });
});
