import { describe, expect, it } from 'vitest';
import type { ContentBlock, PageText } from '@linkloom/engine';
import { DOCBOOK_PAGE, DOCS_PAGE, SHOP_PRODUCT, WORDPRESS_POST } from '../../test/fixtures/pages';
import { parsePage } from './parse-page';

const POST_URL = 'https://blog.example.com/brewing/pour-over/';

function parse(html: string, url: string, finalUrl = url): PageText {
  return parsePage(html, { url, finalUrl, status: 200 });
}

function linkedTexts(block: ContentBlock): Array<[string, string]> {
  return block.links.map((link) => [block.text.slice(link.start, link.end), link.href]);
}

function placementOfLink(page: PageText, anchorText: string): string | undefined {
  return page.links.find((link) => link.anchorText === anchorText)?.placement;
}

function blockStarting(page: PageText, prefix: string): ContentBlock {
  const block = page.blocks.find((candidate) => candidate.text.startsWith(prefix));
  if (block === undefined) {
    throw new Error(`no block starts with “${prefix}”`);
  }
  return block;
}

describe('parsePage on a WordPress-like post', () => {
  const page = parse(WORDPRESS_POST, POST_URL);

  it('reads the metadata', () => {
    expect(page).toMatchObject({
      url: POST_URL,
      finalUrl: POST_URL,
      status: 200,
      title: 'How to Brew Pour-Over Coffee – Bean Blog',
      metaDescription: 'A step-by-step guide to pour-over coffee.',
      canonical: 'https://blog.example.com/brewing/pour-over/',
      noindex: false,
      nofollow: false,
      lang: 'en-GB',
    });
  });

  it('keeps the original heading levels, including the h1', () => {
    expect(page.headings).toEqual([
      { level: 1, text: 'How to Brew Pour-Over Coffee' },
      { level: 2, text: 'What you need' },
      { level: 3, text: 'Ratios' },
    ]);
  });

  it('lists the main-content blocks in order with their kind and section', () => {
    expect(
      page.blocks.map((block) => [block.kind, block.text.slice(0, 24), block.section]),
    ).toEqual([
      ['paragraph', 'Pour-over coffee is a ma', 0],
      ['list_item', 'A kettle with a gooseneck spout'.slice(0, 24), 1],
      ['list_item', 'Fresh beans', 1],
      ['list_item', 'Ideally roasted within t', 1],
      ['table_cell', 'Coffee', 2],
      ['table_cell', 'Water', 2],
      ['table_cell', '15 g', 2],
      ['table_cell', '250 g, see our ratio gui', 2],
      ['quote', 'The bloom is where the m', 2],
      ['definition', 'Bloom', 2],
      ['definition', 'The first pour that rele', 2],
      ['paragraph', 'Read more in our French ', 2],
    ]);
  });

  it('leaves navigation, sidebar, footer and preformatted code out of the blocks', () => {
    const text = page.blocks.map((block) => block.text).join('\n');
    expect(text).not.toContain('Storing beans');
    expect(text).not.toContain('Privacy');
    expect(text).not.toContain('ratio = water / coffee');
    expect(text).not.toContain('Skip to content');
  });

  it('records block links as ranges of the collapsed text with absolute hrefs', () => {
    const first = blockStarting(page, 'Pour-over coffee');
    expect(first.text).toContain(
      'Start with a light roast bean and a burr grinder set to medium-fine.',
    );
    expect(linkedTexts(first)).toEqual([
      ['light roast bean', 'https://blog.example.com/beans/light-roast/'],
    ]);
    expect(linkedTexts(blockStarting(page, 'A kettle'))).toEqual([
      ['gooseneck spout', 'https://shop.example.com/kettles?ref=1'],
    ]);
    expect(linkedTexts(blockStarting(page, '250 g'))).toEqual([
      ['our ratio guide', 'https://blog.example.com/brewing/ratios/'],
    ]);
    expect(linkedTexts(blockStarting(page, 'Read more'))).toEqual([
      ['our French press guide', 'https://blog.example.com/brewing/french-press/'],
    ]);
  });

  it('records inline code and keyboard ranges', () => {
    const first = blockStarting(page, 'Pour-over coffee');
    expect(first.code.map((span) => first.text.slice(span.start, span.end))).toEqual([
      'medium-fine',
    ]);
    const definition = blockStarting(page, 'The first pour');
    expect(definition.code.map((span) => definition.text.slice(span.start, span.end))).toEqual([
      'Start',
    ]);
  });

  it('lists every link with its placement, rel tokens and anchor text', () => {
    expect(
      page.links.map((link) => [link.placement, link.anchorText, link.href, link.rel.join(' ')]),
    ).toEqual([
      ['header', 'Bean Blog', 'https://blog.example.com/', 'home'],
      ['navigation', 'Brewing', 'https://blog.example.com/brewing/', ''],
      ['navigation', 'Beans', 'https://blog.example.com/beans/', ''],
      ['main', 'light roast bean', 'https://blog.example.com/beans/light-roast/', ''],
      ['main', 'gooseneck spout', 'https://shop.example.com/kettles?ref=1', 'nofollow sponsored'],
      ['main', 'our ratio guide', 'https://blog.example.com/brewing/ratios/', ''],
      ['main', 'our French press guide', 'https://blog.example.com/brewing/french-press/', ''],
      ['main', 'coffee', 'https://blog.example.com/tag/coffee/', 'tag'],
      ['sidebar', 'Storing beans', 'https://blog.example.com/beans/storage/', ''],
      ['footer', 'Privacy', 'https://blog.example.com/privacy/', ''],
      ['footer', 'About', 'https://blog.example.com/about/', ''],
    ]);
  });

  it('counts the words of the main content', () => {
    const words = page.blocks.reduce((sum, block) => sum + block.text.split(' ').length, 0);
    expect(page.wordCount).toBe(words);
    expect(page.wordCount).toBeGreaterThan(100);
  });

  it('normalises the URLs it is given', () => {
    const redirected = parse(
      WORDPRESS_POST,
      'https://BLOG.example.com/brewing/pour-over/?utm_source=x',
      'https://blog.example.com/brewing/pour-over/#top',
    );
    expect(redirected.url).toBe(POST_URL);
    expect(redirected.finalUrl).toBe(POST_URL);
  });
});

describe('parsePage on a shop product page with ARIA landmarks', () => {
  const page = parse(SHOP_PRODUCT, 'https://shop.example.com/products/dripper');

  it('reads robots meta case-insensitively and the lang', () => {
    expect(page.noindex).toBe(true);
    expect(page.nofollow).toBe(true);
    expect(page.lang).toBe('de-AT');
  });

  it('resolves links against <base href>', () => {
    expect(page.links.find((link) => link.anchorText === 'paper filters')?.href).toBe(
      'https://shop.example.com/collections/filters',
    );
  });

  it('decides placement from role attributes and class names', () => {
    expect(page.links.map((link) => [link.anchorText, link.placement])).toEqual([
      ['Shop', 'header'],
      ['Cart', 'header'],
      ['All', 'navigation'],
      ['paper filters', 'main'],
      ['Gift ideas', 'sidebar'],
      ['Read reviews', 'main'],
      ['Contact', 'footer'],
    ]);
  });

  it('keeps the sidebar out of the blocks even on a short page', () => {
    expect(page.headings).toEqual([{ level: 1, text: 'Ceramic Dripper' }]);
    expect(page.blocks.map((block) => block.text)).toEqual([
      'A ceramic dripper keeps heat steady. Pair it with paper filters.',
    ]);
    expect(linkedTexts(page.blocks[0] as ContentBlock)).toEqual([
      ['paper filters', 'https://shop.example.com/collections/filters'],
    ]);
  });
});

describe('parsePage on a manual with boxes set in its text', () => {
  const page = parse(DOCBOOK_PAGE, 'https://manual.example/sect.5.2.html');

  it('reads a box of prose between paragraphs as content, its links as links in the text', () => {
    expect(blockStarting(page, 'A second system to build in')).toBeDefined();
    expect(blockStarting(page, 'Builds that need the network')).toBeDefined();
    expect(page.links.find((link) => link.anchorText.startsWith('Section 12.2'))?.placement).toBe(
      'main',
    );
  });

  it('keeps a box of links out of the text, even between paragraphs', () => {
    expect(page.blocks.some((block) => block.text.includes('5.1 5.3'))).toBe(false);
    expect(placementOfLink(page, '5.4')).toBe('sidebar');
  });

  it('reads a table of contents and a Prev/Next bar as navigation, whatever their names', () => {
    const placements = (prefix: string) =>
      page.links.filter((link) => link.anchorText.startsWith(prefix)).map((link) => link.placement);
    expect(placements('5.2.')).toEqual(['navigation', 'navigation']);
    expect(placements('Prev')).toEqual(['navigation', 'navigation']);
    expect(placements('Next')).toEqual(['navigation']);
    expect(page.blocks.some((block) => block.text.includes('5.2.1. Sources'))).toBe(false);
    const allBlockLinks = page.blocks.flatMap((block) => block.links.map((link) => link.href));
    expect(allBlockLinks).not.toContain('https://manual.example/ch05.html');
  });

  it('keeps a list whose items say something around their links in the text', () => {
    expect(blockStarting(page, 'Signing: how keys are kept').links).toHaveLength(1);
    expect(placementOfLink(page, 'Signing')).toBe('main');
    expect(placementOfLink(page, 'Uploading')).toBe('main');
  });
});

describe('parsePage on a short manual page between Prev/Up/Next bars', () => {
  // DocBook's bars: the titles of the pages they step to stand beside the links, as text.
  const page = parse(
    `<html><head><title>Appendix L. Acronyms</title></head><body>
<div class="navheader"><table><tr><th colspan="3">Appendix L. Acronyms</th></tr><tr>
<td><a accesskey="p" href="limits.html">Prev</a></td><th>Part VIII. Appendixes</th>
<td><a accesskey="n" href="glossary.html">Next</a></td></tr></table></div>
<div class="appendix"><h2>Appendix L. Acronyms</h2><p>This is a list of acronyms commonly used in the documentation and in discussions about it.</p></div>
<div class="navfooter"><table><tr><td><a accesskey="p" href="limits.html">Prev</a></td>
<td><a accesskey="u" href="appendixes.html">Up</a></td><td><a accesskey="n" href="glossary.html">Next</a></td></tr>
<tr><td>Appendix K. PostgreSQL Limits</td><td><a accesskey="h" href="index.html">Home</a></td><td>Appendix M. Glossary</td></tr></table></div>
</body></html>`,
    'https://manual.example/acronyms.html',
  );

  it('reads the bars as navigation, the titles they name as no part of the text', () => {
    expect(page.blocks.map((block) => block.text)).toEqual([
      'This is a list of acronyms commonly used in the documentation and in discussions about it.',
    ]);
    expect(new Set(page.links.map((link) => link.placement))).toEqual(new Set(['navigation']));
  });
});

describe('parsePage on a block theme post with a "More posts" loop under it', () => {
  // Twenty Twenty-Three as the site editor saves it: the loop sits in <main>, after the post.
  const page = parse(
    `<html><head><title>Migrations – Field Notes</title></head><body>
<header class="wp-block-template-part"><nav class="wp-block-navigation"><ul><li><a href="/">Home</a></li></ul></nav></header>
<main class="wp-block-group"><h1 class="wp-block-post-title">Migrations</h1>
<div class="entry-content wp-block-post-content"><p>Migrations are how Django stores changes to your models, as the <a href="/models/">models guide</a> explains in detail for every field you add.</p>
<p>Each app keeps its migrations in a folder of its own, and the commands read them in order when you apply them to a database.</p></div>
<section class="wp-block-group"><h2>More posts</h2><div class="wp-block-query"><ul class="wp-block-post-template">
<li class="wp-block-post"><h3 class="wp-block-post-title"><a href="/generic-views/">Generic views</a></h3><div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">Writing web applications can be monotonous, because we repeat certain patterns again and again, and Django's generic views take that toil away.</p></div></li>
<li class="wp-block-post"><h3 class="wp-block-post-title"><a href="/external-packages/">External packages</a></h3><div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">Django ships with a variety of extra, optional tools that solve common problems, and some of them live in packages of their own.</p></div></li>
</ul></div></section></main>
<footer class="wp-block-template-part"><p>Proudly powered by WordPress</p></footer>
</body></html>`,
    'https://blog.example/migrations/',
  );

  it("reads the loop's post titles as navigation and keeps the post's own link in its text", () => {
    const placementOf = (href: string) =>
      page.links.find((link) => link.href === `https://blog.example${href}`)?.placement;
    expect(placementOf('/generic-views/')).toBe('navigation');
    expect(placementOf('/external-packages/')).toBe('navigation');
    expect(placementOf('/models/')).toBe('main');
  });

  it('never reads the excerpts of the loop as the text of a post shorter than they are', () => {
    const excerpt = (title: string, slug: string, words: string) =>
      `<li class="wp-block-post"><h3 class="wp-block-post-title"><a href="/${slug}/">${title}</a></h3><div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">${words} ${words} ${words}</p></div><div class="wp-block-post-date"><time>March 8, 2022</time></div></li>`;
    const short = parse(
      `<html><head><title>Generic views – Field Notes</title></head><body>
<main class="wp-block-group"><h1 class="wp-block-post-title">Generic views</h1>
<div class="entry-content wp-block-post-content"><p>See the built-in class-based views.</p></div>
<section class="wp-block-group"><h2>More posts</h2><div class="wp-block-query"><ul class="wp-block-post-template">
${excerpt('How to install Django', 'install', 'This document will get you up and running with Django, a Python web framework, on any machine you have.')}
${excerpt('External packages', 'packages', 'Django ships with a variety of extra, optional tools that solve common problems for many sites.')}
</ul></div></section></main></body></html>`,
      'https://blog.example/generic-views/',
    );
    expect(short.blocks.map((block) => block.text)).toEqual([
      'See the built-in class-based views.',
    ]);
    expect(short.listing).toBeNull();
  });
});

describe('parsePage on a blog home that marks nothing (Jekyll minima)', () => {
  const item = (title: string, slug: string) =>
    `<li><span class="post-meta">Mar 10, 2022</span><h3><a class="post-link" href="/2022/03/10/${slug}.html">${title}</a></h3>This document will get you up and running with Django, a Python web framework, on any machine you have …</li>`;
  const home = parse(
    `<html><head><title>Django Field Notes</title></head><body>
<header class="site-header"><div class="wrapper"><a class="site-title" href="/">Django Field Notes</a><nav class="site-nav"><a class="page-link" href="/about/">About</a></nav></div></header>
<main class="page-content"><div class="wrapper"><div class="home"><h2 class="post-list-heading">Posts</h2>
<ul class="post-list">${item('How to install Django', 'how-to-install-django')}${item('Generic views', 'generic-views')}${item('Tablespaces', 'tablespaces')}</ul>
<p class="rss-subscribe">subscribe <a href="/feed.xml">via RSS</a></p></div></div></main>
<footer class="site-footer"><p>Notes from the Django documentation.</p></footer></body></html>`,
    'https://notes.example/',
  );

  it('reads it as a list of posts: never a source, and no credit spent on it', () => {
    expect(home.listing).toBe('archive');
  });
});

describe('parsePage on a docs page without landmarks', () => {
  const page = parse(DOCS_PAGE, 'https://docs.example.com/config');

  it('turns text directly inside containers into blocks and skips hidden headings and scripts', () => {
    expect(page.headings).toEqual([
      { level: 1, text: 'Configuration' },
      { level: 2, text: 'crawlDepth' },
    ]);
    expect(page.blocks.map((block) => [block.text, block.section])).toEqual([
      ['Set options in linkloom.json at the project root.', 0],
      ['Each key is described below.', 0],
      ['How many clicks from the home page the crawler follows.', 1],
    ]);
    const first = page.blocks[0] as ContentBlock;
    expect(first.code).toEqual([{ start: 15, end: 28 }]);
    expect(linkedTexts(first)).toEqual([
      ['project root', 'https://docs.example.com/docs/project-root'],
    ]);
  });

  it('has no canonical, description or lang when the page declares none', () => {
    expect(page).toMatchObject({
      canonical: null,
      metaDescription: '',
      lang: null,
      noindex: false,
    });
  });
});

describe('parsePage edge cases', () => {
  it('parses a fragment and an empty document without throwing', () => {
    const fragment = parse('<p>Just <a href="/x">one</a> line</p>', 'https://a.example/');
    expect(fragment.blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'Just one line',
        links: [{ start: 5, end: 8, href: 'https://a.example/x' }],
        code: [],
        section: -1,
      },
    ]);
    expect(parse('', 'https://a.example/')).toMatchObject({
      title: '',
      blocks: [],
      links: [],
      wordCount: 0,
    });
  });

  it('honours an X-Robots-Tag header addressed to everyone or to LinkloomBot only', () => {
    const html = '<html><head><title>t</title></head><body><p>x</p></body></html>';
    const meta = { url: 'https://a.example/', finalUrl: 'https://a.example/', status: 200 };
    expect(parsePage(html, { ...meta, xRobotsTag: 'noindex' }).noindex).toBe(true);
    expect(parsePage(html, { ...meta, xRobotsTag: 'googlebot: noindex' }).noindex).toBe(false);
    expect(parsePage(html, { ...meta, xRobotsTag: 'LinkloomBot: none' })).toMatchObject({
      noindex: true,
      nofollow: true,
    });
  });

  it('drops in-page anchors and non-http links from the link list', () => {
    const page = parse(
      '<html><body><a href="#top">top</a><a href="javascript:void(0)">js</a><a href="tel:1">tel</a><a href="/ok#frag">ok</a></body></html>',
      'https://a.example/p',
    );
    expect(page.links.map((link) => link.href)).toEqual(['https://a.example/ok']);
  });
});

describe('parsePage on pages whose markup a reading-view heuristic misjudges', () => {
  const paragraphs = (topic: string) =>
    Array.from(
      { length: 4 },
      (_, i) =>
        `<p>Paragraph ${i + 1} on ${topic}, long enough to read as prose: it explains what the setting does, when a site needs it, and how it works with the others.</p>`,
    ).join('');
  const SECTIONED = `<!doctype html><html lang="en"><head><title>Deployment checklist</title></head><body>
    <nav class="navbar"><a href="/">Home</a> <a href="/docs/">Docs</a></nav>
    <main><article>
      <h1>Deployment checklist</h1>
      ${paragraphs('the checklist')}
      <section id="email-backend-and-related-settings">
        <h2 class="anchor anchorWithStickyNavbar">EMAIL_BACKEND and related settings<a class="hash-link" href="#email-backend-and-related-settings">\u200B</a></h2>
        ${paragraphs('e-mail')}
      </section>
      <section id="social-media-links"><h2>Social media links</h2>${paragraphs('sharing')}</section>
      <p>For example, open <span class="menuselection">Start ‣ Settings</span> first.</p>
      <div class="theme-code-block thin-scrollbar"><pre>EMAIL_HOST = "smtp.example.com"</pre></div>
      <p>Note</p>
      <div id="comments" class="comments-area"><h2>2 comments</h2><p>Great post, thanks! Visit my casino site for more.</p></div>
    </article>
    <nav class="pagination-nav"><a href="/docs/intro/"><div>Previous</div><div>Introduction</div></a><a href="/docs/next/"><div>Next</div><div>Installing</div></a></nav>
    </main></body></html>`;
  const page = parse(SECTIONED, 'https://docs.example.com/docs/checklist/');

  it('keeps every section whatever its id says, with its heading', () => {
    expect(page.headings.map((heading) => heading.text)).toEqual([
      'Deployment checklist',
      'EMAIL_BACKEND and related settings',
      'Social media links',
    ]);
    expect(page.blocks.some((block) => block.text.startsWith('Paragraph 1 on e-mail'))).toBe(true);
    expect(page.blocks.some((block) => block.text.startsWith('Paragraph 1 on sharing'))).toBe(true);
  });

  it('keeps short paragraphs and inline text whatever their class names say', () => {
    expect(blockStarting(page, 'For example').text).toBe(
      'For example, open Start ‣ Settings first.',
    );
    expect(page.blocks.some((block) => block.text === 'Note')).toBe(true);
  });

  it("leaves readers' comments out of the text", () => {
    expect(page.blocks.some((block) => block.text.includes('casino'))).toBe(false);
    expect(page.headings.map((heading) => heading.text)).not.toContain('2 comments');
  });

  it('reads no invisible characters into headings or text', () => {
    expect(JSON.stringify(page.headings)).not.toMatch(/\u200B/);
  });

  it('sets the lines of a link apart in its anchor text', () => {
    expect(page.links.map((link) => link.anchorText)).toContain('Next Installing');
    expect(page.links.map((link) => link.anchorText)).toContain('Previous Introduction');
  });
});
