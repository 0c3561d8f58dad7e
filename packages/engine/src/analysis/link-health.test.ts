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
    ]);
    expect(issues[0]).toMatchObject({ status: 404, placement: 'main' });
    expect(issues[3]!.hops).toEqual([`${site}/bulbs-2019`, `${site}/tulips`]);
    expect(issues.at(-1)).toMatchObject({ linkedFrom: 1, placement: null });
  });

  it('does not count a page linked from another page’s content as menu-only', () => {
    const issues = findLinkIssues(pages, `${site}/`);
    // /roses is in the menu but also linked (through /old-roses) from the home page's text;
    // /tulips is in the menu and linked, nofollow, from the content.
    expect(
      issues.filter((issue) => issue.kind === 'menu_only').map((issue) => issue.targetUrl),
    ).toEqual([menuOnly.url]);
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
