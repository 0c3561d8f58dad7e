import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { findLinkIssues } from './link-health';
import { analyzeSite } from './site-analysis';

const site = 'https://bakery.example';
const POSTS: Array<[string, string, string]> = [
  [
    'sourdough-starter',
    'Sourdough Starter Basics',
    'Feed the sourdough starter with flour and water each morning in June.',
  ],
  [
    'sourdough-hydration',
    'Sourdough Starter Hydration',
    'A wetter sourdough starter rises faster and smells sour. Finally, it won’t fail.',
  ],
  [
    'sourdough-discard',
    'Sourdough Starter Discard Crackers',
    'Discard from the sourdough starter makes crisp crackers in June.',
  ],
  [
    'pizza-dough',
    'Pizza Dough Overnight',
    'Cold fermented pizza dough stretches thin. Finally, it won’t tear.',
  ],
  ['about', 'About the baker', 'I bake bread at home and write about it.'],
];

// A stock WordPress blog: the home page, a category and a month list every post; a menu links
// the About page; no post links to another post in its text.
const posts = POSTS.map(([slug, title, text]) =>
  page({
    url: `${site}/${slug}/`,
    // As WordPress titles a post: the site's name after it.
    title: `${title} – Bakery`,
    paragraphs: [text],
    links: [
      { href: `${site}/about/`, placement: 'navigation' },
      { href: `${site}/category/bread/`, placement: 'sidebar' },
      { href: `${site}/2024/06/`, placement: 'sidebar' },
    ],
  }),
);
const listAll = POSTS.slice(0, 4).map(([slug]) => ({
  href: `${site}/${slug}/`,
  placement: 'main' as const,
}));
const home = page({
  url: `${site}/`,
  title: 'Bakery',
  paragraphs: ['Latest posts.'],
  links: listAll,
});
const category = page({
  url: `${site}/category/bread/`,
  title: 'Bread – Bakery',
  paragraphs: ['Sourdough starter June posts.'],
  links: listAll,
});
const month = page({
  url: `${site}/2024/06/`,
  title: 'June 2024 – Bakery',
  paragraphs: ['Sourdough starter June posts.'],
  links: listAll,
});
const known = [home, category, month, ...posts].map((text) => ({
  url: text.url,
  httpStatus: 200,
  text,
}));

describe('analyzeSite on a blog with archives', () => {
  const analysis = analyzeSite(known, `${site}/`);
  const byPath = Object.fromEntries(
    analysis.pages.map((figures) => [new URL(figures.url).pathname, figures]),
  );

  it('counts every internal link: no post is an orphan, all are linked only from menus and lists', () => {
    for (const [slug] of POSTS) {
      expect(byPath[`/${slug}/`]).toMatchObject({ orphan: false, menusOnly: true, inboundText: 0 });
      // Click depth agrees: every one is reachable (About through a post's menu).
      expect(byPath[`/${slug}/`]!.depth).toBe(slug === 'about' ? 2 : 1);
      expect(byPath[`/${slug}/`]!.inboundAll).toBeGreaterThan(0);
    }
    expect(analysis.textLinks).toEqual({ contentToContent: 0, contentPages: 5 });
    expect(byPath['/category/bread/']).toMatchObject({ content: false, orphan: false });
  });

  it('clusters posts only, named by a phrase their titles share, the rest unclustered', () => {
    const urls = analysis.clusters.flatMap((cluster) => [cluster.pillarUrl, ...cluster.memberUrls]);
    expect(urls.some((url) => /category|2024|bakery\.example\/$/.test(url))).toBe(false);
    expect(analysis.clusters.map((cluster) => cluster.label)).toEqual(['Sourdough Starter']);
    expect(analysis.clusters[0]!.memberTitles).toEqual(POSTS.slice(0, 3).map(([, title]) => title));
    expect(analysis.clusters[0]!.terms.join(' ')).not.toMatch(/june|won|finally/);
    const unclustered = analysis.pages.filter(
      (figures) => figures.content && figures.cluster === null,
    );
    expect(unclustered.map((figures) => figures.title)).toEqual([
      'Pizza Dough Overnight',
      'About the baker',
    ]);
    const gapUrls = analysis.clusters.flatMap((cluster) =>
      cluster.gaps.flatMap((gap) => [gap.sourceUrl, gap.targetUrl]),
    );
    expect(gapUrls.every((url) => posts.some((post) => post.url === url))).toBe(true);
  });

  it('advises linking posts only, never an archive or the home page', () => {
    const menuOnly = findLinkIssues(known, `${site}/`)
      .filter((issue) => issue.kind === 'menu_only')
      .map((issue) => new URL(issue.targetUrl).pathname);
    expect(menuOnly).toEqual(POSTS.map(([slug]) => `/${slug}/`).sort());
  });

  it('says a post links to another in its text once one does', () => {
    const linked = known.map((entry) =>
      entry.url === posts[0]!.url
        ? {
            ...entry,
            text: page({
              url: posts[0]!.url,
              title: POSTS[0]![1],
              paragraphs: ['See the hydration notes.'],
              links: [{ href: posts[1]!.url, placement: 'main' }],
            }),
          }
        : entry,
    );
    const again = analyzeSite(linked, `${site}/`);
    expect(again.textLinks!.contentToContent).toBe(1);
    const hydration = again.pages.find((figures) => figures.url === posts[1]!.url);
    expect(hydration).toMatchObject({ inboundText: 1, menusOnly: false });
  });
});
