import { describe, expect, it } from 'vitest';
import { calibrateSite } from '../calibrate/backtest';
import { buildSiteIndex } from '../index/site-index';
import { blogPages, blogSite, postUrl } from '../testing/coffee-blog';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';

describe('a blog without internal links, titled in sentences', () => {
  const index = buildSiteIndex(blogPages);
  const calibration = calibrateSite(index);
  const suggest = (slug: string) =>
    suggestLinks(index, postUrl(slug), { maxSuggestionsPerPage: 8, calibration });

  it('calibrates on the pooled developer sites: it has no links of its own', () => {
    expect(calibration.basis).toBe('developer_sites');
  });

  it('gets suggestions on every post with the product defaults', () => {
    const suggested = blogPages.map((page) => suggest(new URL(page.url).pathname.slice(1, -1)));
    expect(suggested.filter((links) => links.length > 0)).toHaveLength(blogPages.length);
  });

  it('links a post to the one that compares grinders by a part of its title', () => {
    const link = suggest('pour-over-guide').find(
      (found) => found.targetUrl === postUrl('burr-grinders-vs-blade-grinders'),
    );
    expect(link?.anchorText).toBe('burr grinder');
    expect(link?.reasons[0]).toContain('is part of the title of');
  });

  it("names the target in its reasons by its own title, without the site's name", () => {
    const link = suggest('pour-over-guide').find(
      (found) => found.targetUrl === postUrl('burr-grinders-vs-blade-grinders'),
    );
    expect(link?.reasons[0]).toMatch(/“Burr Grinders vs Blade Grinders: [^”]+”$/);
    expect(link?.reasons[0]).not.toContain('Home Barista');
  });

  it('links a subject the target is about more than any other post', () => {
    const link = suggest('espresso-at-home').find(
      (found) => found.targetUrl === postUrl('water-for-coffee'),
    );
    expect(link?.anchorText).toBe('water hardness');
    expect(link?.reasons[0]).toContain('is a subject no page discusses more than');
  });
});

describe('a blog whose category archive shows its posts whole, as many themes do', () => {
  const archive = page({
    url: `${blogSite}/category/brewing/`,
    title: 'Brewing – Home Barista',
    paragraphs: blogPages.flatMap((post) => post.blocks.map((block) => block.text)),
  });
  const index = buildSiteIndex([...blogPages, archive]);
  const links = suggestLinks(index, postUrl('espresso-at-home'), {
    maxSuggestionsPerPage: 8,
    calibration: calibrateSite(index),
  });

  it("still finds what each post is about: the archive's copies are no uses of their own", () => {
    const link = links.find((found) => found.targetUrl === postUrl('water-for-coffee'));
    expect(link?.anchorText).toBe('water hardness');
  });
});

describe('a blog whose home page lists every post by its title', () => {
  const post = (slug: string, title: string, text: string) =>
    page({ url: postUrl(slug), title: `${title} – Home Barista`, paragraphs: [text] });
  const posts = [
    post(
      'pour-over-guide',
      'Pour-Over Guide',
      'Pour slowly in circles over a medium-fine bed: a burr grinder keeps the grounds even.',
    ),
    post(
      'burr-grinder',
      'Burr Grinder',
      'A burr grinder crushes beans between two burrs, so every particle is the same size.',
    ),
  ];
  const home = page({
    url: `${blogSite}/`,
    title: 'Home Barista',
    links: [
      { href: postUrl('pour-over-guide'), anchorText: 'Pour-Over Guide', placement: 'main' },
      { href: postUrl('burr-grinder'), anchorText: 'Burr Grinder', placement: 'main' },
    ],
    overrides: { listing: 'archive' },
  });
  const index = buildSiteIndex([home, ...posts]);
  const [link] = suggestLinks(index, postUrl('pour-over-guide'), {
    maxSuggestionsPerPage: 8,
    minScore: 0,
  }).filter((found) => found.targetUrl === postUrl('burr-grinder'));

  it('still counts a post only an archive links to as linked from no page', () => {
    expect(link?.anchorText).toBe('burr grinder');
    expect(link?.reasons).toContain('no other page links to the target yet');
  });

  it('does not read the titles an archive lists as names known only from menus', () => {
    expect(link?.reasons.some((reason) => reason.includes('menus and lists'))).toBe(false);
  });

  it("counts how common a name is on the posts alone: the archive's excerpts repeat them", () => {
    expect(index.mentionScale).toBe(posts.length);
  });
});
