import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';

// A manual whose menus list its releases by number ("2.4"), and whose prose names the
// release notes both by their title and by that number.
const site = 'https://manual.example';
const notes = page({
  url: `${site}/release-notes`,
  title: 'Release Notes',
  paragraphs: ['What changed in this release, module by module.'],
});
const menu = [{ href: notes.url, anchorText: '2.4', placement: 'navigation' as const }];
const others = ['install', 'modules', 'security'].map((name) =>
  page({ url: `${site}/${name}`, title: name, paragraphs: ['Nothing to link.'], links: menu }),
);
const source = page({
  url: `${site}/upgrading`,
  title: 'Upgrading',
  paragraphs: [
    'Upgrading to 2.4 changes the configuration format.',
    'Read the Release Notes before you upgrade a production server.',
  ],
});
const options = { maxSuggestionsPerPage: 8, minScore: 0 };

describe('short anchors', () => {
  it('weigh a number known only from menus below a title, and say where it comes from', () => {
    const index = buildSiteIndex([notes, ...others, source]);
    const byNumber = buildSiteIndex([
      notes,
      ...others,
      { ...source, blocks: source.blocks.slice(0, 1) },
    ]);
    const [title] = suggestLinks(index, source.url, options);
    const [number] = suggestLinks(byNumber, source.url, options);
    expect(title!.anchorText).toBe('Release Notes');
    expect(number!.anchorText).toBe('2.4');
    expect(number!.score).toBeLessThan(title!.score);
    expect(number!.reasons).toContain(
      'other pages link to it with this text only from menus and lists (3)',
    );
  });
});
