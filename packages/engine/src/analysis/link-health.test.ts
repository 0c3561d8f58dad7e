import { describe, expect, it } from 'vitest';
import type { PageText } from '../page-text';
import { page } from '../testing/page';
import { findLinkIssues } from './link-health';

const site = 'https://garden.example';

function known(text: PageText, httpStatus = 200) {
  return { url: text.url, httpStatus, text };
}

describe('findLinkIssues', () => {
  const home = page({
    url: `${site}/`,
    title: 'Home',
    links: [
      { href: `${site}/roses`, placement: 'navigation', anchorText: 'Roses' },
      { href: `${site}/tulips`, placement: 'navigation', anchorText: 'Tulips' },
      { href: `${site}/gone`, placement: 'main', anchorText: 'old guide' },
      { href: `${site}/old-roses`, placement: 'main', anchorText: 'roses, "the best"' },
      { href: `${site}/bulbs`, placement: 'main', anchorText: 'bulbs' },
      { href: `${site}/print`, placement: 'main', anchorText: 'printable' },
      { href: `${site}/draft`, placement: 'main', anchorText: 'draft' },
      { href: 'https://elsewhere.example/gone', placement: 'main', anchorText: 'outside' },
    ],
  });
  home.links.push({
    href: `${site}/tulips`,
    anchorText: 'tulips',
    rel: ['nofollow'],
    placement: 'main',
  });
  const roses = page({
    url: `${site}/roses`,
    title: 'Roses',
    links: [{ href: `${site}/gone`, placement: 'main', anchorText: 'old guide' }],
  });
  const tulips = page({ url: `${site}/tulips`, title: 'Tulips' });
  const oldRoses = page({
    url: `${site}/old-roses`,
    title: 'Roses',
    overrides: { finalUrl: `${site}/roses`, redirects: [`${site}/roses`] },
  });
  const bulbs = page({
    url: `${site}/bulbs`,
    title: 'Bulbs',
    overrides: {
      finalUrl: `${site}/tulips`,
      redirects: [`${site}/bulbs-2019`, `${site}/tulips`],
    },
  });
  const print = page({
    url: `${site}/print`,
    title: 'Print',
    overrides: { canonical: `${site}/tulips` },
  });
  const draft = page({ url: `${site}/draft`, title: 'Draft', overrides: { noindex: true } });
  const menuOnly = page({ url: `${site}/about`, title: 'About' });
  home.links.push({ href: menuOnly.url, anchorText: 'About', rel: [], placement: 'footer' });
  const pages = [
    known(home),
    known(roses),
    known(tulips),
    known(oldRoses),
    known(bulbs),
    known(print),
    known(draft),
    known(menuOnly),
    { url: `${site}/gone`, httpStatus: 404, text: null },
  ];

  it('finds every kind of internal link problem with the source, the anchor and the fix', () => {
    const issues = findLinkIssues(pages, `${site}/`);
    const brief = issues.map((issue) => [
      issue.kind,
      issue.sourceUrl && new URL(issue.sourceUrl).pathname,
      new URL(issue.targetUrl).pathname,
      issue.anchorText,
      issue.fixUrl && new URL(issue.fixUrl).pathname,
    ]);
    expect(brief).toEqual([
      ['broken', '/', '/gone', 'old guide', null],
      ['broken', '/roses', '/gone', 'old guide', null],
      ['redirect', '/', '/old-roses', 'roses, "the best"', '/roses'],
      ['redirect_chain', '/', '/bulbs', 'bulbs', '/tulips'],
      ['canonicalised', '/', '/print', 'printable', '/tulips'],
      ['noindex', '/', '/draft', 'draft', null],
      ['nofollow', '/', '/tulips', 'tulips', null],
      ['menu_only', null, '/about', '', null],
      ['menu_only', null, '/roses', '', null],
      ['menu_only', null, '/tulips', '', null],
    ]);
    expect(issues[0]).toMatchObject({ status: 404, placement: 'main' });
    expect(issues[3]!.hops).toEqual([`${site}/bulbs-2019`, `${site}/tulips`]);
    expect(issues.at(-1)).toMatchObject({ linkedFrom: 1, placement: null });
  });

  it('counts the home page’s links as a list: posts only it and menus link to are menu-only', () => {
    const issues = findLinkIssues(pages, `${site}/`);
    // /roses and /tulips are linked from the home page's text: a list, not a post. /print
    // (canonicalised elsewhere) and /draft (noindex) are no pages to link to.
    expect(
      issues.filter((issue) => issue.kind === 'menu_only').map((issue) => issue.targetUrl),
    ).toEqual([menuOnly.url, roses.url, tulips.url]);
  });

  it('does not count a page linked from a post’s text as menu-only', () => {
    const linking = page({
      url: `${site}/tulip-care`,
      title: 'Tulip care',
      links: [
        { href: `${site}/roses`, placement: 'main', anchorText: 'roses' },
        { href: `${site}/tulips`, placement: 'main', anchorText: 'tulips' },
        { href: `${site}/about`, placement: 'main', anchorText: 'about' },
      ],
    });
    const issues = findLinkIssues([...pages, known(linking)], `${site}/`);
    expect(issues.filter((issue) => issue.kind === 'menu_only')).toEqual([]);
  });

  it('ignores noindex when nearly every page says it (a staging copy)', () => {
    const staging = pages.map((entry) =>
      entry.text ? { ...entry, text: { ...entry.text, noindex: true } } : entry,
    );
    const kinds = findLinkIssues(staging, `${site}/`).map((issue) => issue.kind);
    expect(kinds).not.toContain('noindex');
    expect(kinds).toContain('broken');
  });

  it('gives the same list whatever order the pages come in', () => {
    expect(findLinkIssues([...pages].reverse(), `${site}/`)).toEqual(
      findLinkIssues(pages, `${site}/`),
    );
  });
});
