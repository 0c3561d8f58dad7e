import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';

const site = 'https://docs.example';
const OPEN = { maxSuggestionsPerPage: 8, minScore: 0 };

const rewrite = page({
  url: `${site}/mod/mod_rewrite.html`,
  title: 'mod_rewrite - Example Server',
  paragraphs: ['Rewrites requested URLs on the fly with rules and conditions.'],
});
const home = page({
  url: `${site}/`,
  title: 'Example Server Documentation',
  paragraphs: ['Welcome to the Example Server Documentation: every module and setting.'],
});
const guide = page({
  url: `${site}/guide.html`,
  title: 'Rewrite Guide',
  paragraphs: [
    'The mod_rewrite module maps URLs. Compare mod_rewrite.load with the module itself.',
    'Use `RewriteEngine on` in a block, then read the Example Server Documentation again.',
  ],
  code: [
    { paragraph: 0, text: 'mod_rewrite' },
    { paragraph: 0, text: 'mod_rewrite.load' },
    { paragraph: 1, text: '`RewriteEngine on`' },
  ],
});

function suggestFrom(source = guide, pages = [rewrite, home, source]) {
  return suggestLinks(buildSiteIndex(pages), source.url, OPEN);
}

describe('names set as code', () => {
  it('links an inline code span that is exactly a page name, not code that merely contains it', () => {
    const link = suggestFrom().find((s) => s.targetUrl === rewrite.url)!;
    expect(link.anchorText).toBe('mod_rewrite');
    expect(link.start).toBe(guide.blocks[0]!.text.indexOf('mod_rewrite'));
    expect(link.reasons).toContain('set as code, as names of commands and settings are');
  });

  it('never cuts a name out of a longer code span', () => {
    const onlyLoad = page({
      url: guide.url,
      title: guide.title,
      paragraphs: ['Compare mod_rewrite.load with the others.'],
      code: [{ paragraph: 0, text: 'mod_rewrite.load' }],
    });
    expect(suggestFrom(onlyLoad).some((s) => s.targetUrl === rewrite.url)).toBe(false);
  });

  it('treats code as case-sensitive: `user` is not the setting `User`', () => {
    const user = page({
      url: `${site}/user.html`,
      title: 'User',
      paragraphs: ['The User setting.'],
    });
    const lower = page({
      url: guide.url,
      title: guide.title,
      paragraphs: ['Set the user option, then the User option, and user again.'],
      code: [{ paragraph: 0, text: 'user' }],
    });
    const anchors = suggestFrom(lower, [user, lower]).map((s) => s.anchorText);
    expect(anchors).not.toContain('user');
  });
});

describe('code names an API reference defines', () => {
  const exceptions = page({
    url: `${site}/library/exceptions.html`,
    title: 'Built-in Exceptions',
    paragraphs: ['Exceptions the interpreter raises.'],
  });
  exceptions.blocks.push(
    { kind: 'definition', text: 'exception ValueError¶', links: [], code: [], section: 0 },
    { kind: 'definition', text: 'Raised on a bad value.', links: [], code: [], section: 0 },
  );
  const tutorial = page({
    url: `${site}/tutorial/errors.html`,
    title: 'Errors',
    paragraphs: ['Catch ValueError where a bad number may come in.'],
    code: [{ paragraph: 0, text: 'ValueError' }],
  });
  const prose = page({
    url: `${site}/tutorial/values.html`,
    title: 'Values',
    paragraphs: ['A ValueError in prose is a word, not a name set as code.'],
  });

  it('links code naming a class another page defines to that page, and not the word in prose', () => {
    const index = buildSiteIndex([exceptions, tutorial, prose]);
    const links = suggestLinks(index, tutorial.url, OPEN);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ targetUrl: exceptions.url, anchorText: 'ValueError' });
    expect(links[0]!.reasons[0]).toBe('“ValueError” is defined on “Built-in Exceptions”');
    expect(suggestLinks(index, prose.url, OPEN)).toEqual([]);
  });
});

describe('aliases of a page', () => {
  it('never links a page to itself under another of its URLs', () => {
    const index = page({
      url: `${site}/index.html`,
      title: 'Example Server Documentation',
      paragraphs: ['The Example Server Documentation covers mod_rewrite and more.'],
      overrides: { canonical: `${site}/` },
    });
    const targets = suggestLinks(buildSiteIndex([rewrite, home, index]), index.url, OPEN).map(
      (s) => s.targetUrl,
    );
    expect(targets).not.toContain(home.url);
    expect(targets).toContain(rewrite.url);
  });

  it('never suggests a target the page already links under an alias (slash, index.html, query, redirect)', () => {
    for (const href of [
      `${site}/mod/mod_rewrite.html?lang=en`,
      `${site}/old/rewrite.html`,
      `${site}/index.html`,
    ]) {
      const moved = {
        ...rewrite,
        redirects: [`${site}/old/rewrite.html`],
      };
      const linking = page({
        url: guide.url,
        title: guide.title,
        paragraphs: guide.blocks.map((block) => block.text),
        code: [{ paragraph: 0, text: 'mod_rewrite' }],
        links: [{ href, placement: 'main', anchorText: 'see' }],
      });
      const targets = suggestLinks(buildSiteIndex([moved, home, linking]), linking.url, OPEN).map(
        (s) => s.targetUrl,
      );
      const linked = href.includes('index.html') ? home.url : rewrite.url;
      expect(targets, href).not.toContain(linked);
    }
  });

  it('does not call a target unlinked when only menus link to it', () => {
    const menu = { href: `${site}/`, placement: 'navigation' as const, anchorText: 'Docs home' };
    const withMenu = page({
      url: `${site}/other.html`,
      title: 'Other',
      paragraphs: ['Nothing here.'],
      links: [menu],
    });
    const reasons = suggestFrom(guide, [rewrite, home, withMenu, guide]).find(
      (s) => s.targetUrl === home.url,
    )?.reasons;
    expect(reasons).toBeDefined();
    expect(reasons).not.toContain('no other page links to the target yet');
  });
});
