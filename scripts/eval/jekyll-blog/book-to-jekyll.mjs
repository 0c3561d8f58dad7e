// A prepared documentation site (the harness's original variant) as a Jekyll blog on the stock
// minima theme: each content page its `include` keeps a post, in the book's order, one post every
// two days, at Jekyll's default date permalink (/2021/08/14/slug.html). The page's main content is
// carried over as HTML, its sections unwrapped as Markdown would have written the post (a flat run
// of headings, paragraphs, lists and code); its first paragraph, as plain text, is the excerpt the
// home page shows.
// Links to other posts point at their new addresses, every other link of the source's is kept
// only when it leaves the site. The ground truth is what the harness reads from the built posts.
import fs from 'node:fs';
import path from 'node:path';
import { hrefInBook, readBookPage, readSourceBook, relinkPage } from '../source-book.mjs';
import { unnumbered } from '../wordpress-blog/page-to-post.mjs';

const FIRST_POST = Date.UTC(2021, 7, 14); // Debian 11's release day, as the WordPress blogs
const DAY = 24 * 60 * 60 * 1000;
// The most words of a post's excerpt on the home page.
const EXCERPT_WORDS = 60;
const LISTS = new Set(['dl', 'ul', 'ol']);

/** The slug Jekyll's slugify (default mode) makes of a title: lower case, dashes between words. */
export function jekyllSlugOf(title) {
  return (
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'post'
  );
}

/** The date (YYYY-MM-DD) of the book's `index`th post: one every two days. */
export const postDateOf = (index) =>
  new Date(FIRST_POST + 2 * index * DAY).toISOString().slice(0, 10);

/** A post's address under Jekyll's default permalink (`date`: /:year/:month/:day/:title.html). */
export const postUrlOf = (date, slug) => `/${date.replaceAll('-', '/')}/${slug}.html`;

/** Where a link of the source's page points in the blog (`hrefInBook`): its post's address. */
export function postHref(href, pageUrl, { origin, urlOf, pageKey }) {
  return hrefInBook(href, pageUrl, { origin, addressOf: (key) => urlOf.get(key), pageKey });
}

/** Unwraps the source's sections, each one's id going to its heading (Markdown's flat post). */
function flattenSections($, main) {
  for (const element of main.find('section').toArray()) {
    const section = $(element);
    const heading = section.children('h1, h2, h3, h4, h5, h6').first();
    if (section.attr('id') && heading.length && !heading.attr('id')) {
      heading.attr('id', section.attr('id'));
    }
    section.replaceWith(section.contents());
  }
}

/**
 * The excerpt the home page shows of a post, as plain text (an owner's own summary in its front
 * matter, as minima prints it): its first paragraph, or with none at the top level the first box
 * that holds one (an abstract; not a list, as a page's Author: field), or its first words. Plain,
 * because Jekyll's own excerpt keeps the paragraph's links, which the stripped variant would then
 * show on the home page.
 */
function excerptOf($, main) {
  const blocks = main.children();
  const paragraph = blocks.filter('p').first();
  const box = blocks
    .filter((_, element) => !LISTS.has(element.name) && $(element).find('p').length > 0)
    .first();
  const text = (paragraph.length ? paragraph : box.length ? box : main).text();
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length > EXCERPT_WORDS
    ? `${words.slice(0, EXCERPT_WORDS).join(' ')} …`
    : words.join(' ');
}

/**
 * `sourceDir`: the prepared source site; `source`: its harness entry (mainContent, exclude);
 * `include(key)`: the source's content pages that become posts; `loadHtml`, `pageKey`: the
 * harness's. Returns { posts: [{ key, date, slug, url, title, html }], title }.
 */
export function blogPosts(sourceDir, source, include, { loadHtml, pageKey }) {
  const { truth, base, content, fileOf, order } = readSourceBook(sourceDir, { loadHtml, pageKey });
  const pages = order.filter(include).map((key) => {
    const page = content.get(key);
    const { $, main, title } = readBookPage(page, source, { fileOf, loadHtml });
    return { key, page, $, main, title: unnumbered(title) };
  });
  // Every post's address first: a post links to those after it too.
  const posts = pages.map(({ key, title }, index) => {
    const date = postDateOf(index);
    const slug = jekyllSlugOf(title);
    return { key, date, slug, url: postUrlOf(date, slug), title };
  });
  const urlOf = new Map(posts.map((post) => [post.key, post.url]));
  pages.forEach(({ page, $, main }, index) => {
    relinkPage($, main, (href) =>
      postHref(href, page.url, { origin: base.origin, urlOf, pageKey }),
    );
    flattenSections($, main);
    posts[index].excerpt = excerptOf($, main);
    posts[index].html = (main.html() ?? '').trim();
  });
  return { posts, title: truth.title };
}

/** A YAML string in double quotes. */
const yamlString = (text) => JSON.stringify(text);

/**
 * Writes the Jekyll project of `blog` to `projectDir`: _config.yml (minima from the system's
 * gems, jekyll-feed, excerpts on the home page), index.md, about.md and one post a page in
 * _posts/, its HTML as it is (Liquid off: the posts' code has braces).
 */
export function writeJekyllProject(projectDir, blog, { siteName, siteUrl }) {
  fs.rmSync(projectDir, { recursive: true, force: true });
  const postsDir = path.join(projectDir, '_posts');
  fs.mkdirSync(postsDir, { recursive: true });
  const description = `Notes from the ${blog.title}, one page a post.`;
  fs.writeFileSync(
    path.join(projectDir, '_config.yml'),
    [
      `title: ${yamlString(siteName)}`,
      `description: ${yamlString(description)}`,
      `url: ${yamlString(siteUrl)}`,
      'baseurl: ""',
      'timezone: UTC',
      'theme: minima',
      'plugins:',
      '  - jekyll-feed',
      'show_excerpts: true',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(projectDir, 'index.md'), '---\nlayout: home\n---\n');
  fs.writeFileSync(
    path.join(projectDir, 'about.md'),
    [
      '---',
      'layout: page',
      'title: About',
      'permalink: /about/',
      '---',
      '',
      `${siteName}: ${description}`,
      '',
    ].join('\n'),
  );
  for (const post of blog.posts) {
    fs.writeFileSync(
      path.join(postsDir, `${post.date}-${post.slug}.html`),
      [
        '---',
        'layout: post',
        `title: ${yamlString(post.title)}`,
        `date: ${post.date}`,
        `excerpt: ${yamlString(post.excerpt)}`,
        'render_with_liquid: false',
        '---',
        post.html,
        '',
      ].join('\n'),
    );
  }
}
