// A prepared documentation site (the harness's original variant) as an MkDocs book: each content
// page a page of the book in the source's order, its main content carried over as HTML (Markdown
// passes a block of HTML through), its links to other content pages pointed at their new
// addresses, every other link of the source's kept only when it leaves the site. The theme's
// sidebar lists every page of the book on every page, as mdBook's, GitBook's and Docusaurus'
// do: the ground truth is what the harness reads from the built book's main content.
import fs from 'node:fs';
import path from 'node:path';
import { hrefInBook, readBookPage, readSourceBook, relinkPage } from '../source-book.mjs';

/** The page's file name in the book: its source path, folders joined by dashes, without `.html`. */
export function bookSlugOf(pathname) {
  const slug = decodeURIComponent(pathname)
    .replace(/^\/+|\/+$/g, '')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html?$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'home';
}

/** Where a link of the source's page points in the book (`hrefInBook`): `../slug/#fragment`. */
export function bookHref(href, pageUrl, { origin, slugOf, pageKey }) {
  const addressOf = (key) => (slugOf.has(key) ? `../${slugOf.get(key)}/` : undefined);
  return hrefInBook(href, pageUrl, { origin, addressOf, pageKey });
}

/** A YAML string in double quotes. */
const yamlString = (text) => JSON.stringify(text);

/**
 * `sourceDir`: the prepared source site; `source`: its harness entry (mainContent, exclude);
 * `loadHtml`, `pageKey`: the harness's. Returns { pages: [{ key, slug, title, html }], title }.
 */
export function bookPages(sourceDir, source, { loadHtml, pageKey }) {
  const { truth, base, content, fileOf, order } = readSourceBook(sourceDir, { loadHtml, pageKey });
  const slugOf = new Map(
    [...content.keys()].map((key) => [key, bookSlugOf(new URL(key, base).pathname)]),
  );

  const pages = order.map((key) => {
    const page = content.get(key);
    const { $, main, title } = readBookPage(page, source, { fileOf, loadHtml });
    relinkPage($, main, (href) =>
      bookHref(href, page.url, { origin: base.origin, slugOf, pageKey }),
    );
    return { key, slug: slugOf.get(key), title, html: main.html() ?? '' };
  });
  return { pages, title: truth.title };
}

/**
 * Writes the MkDocs project of `book` to `projectDir`: mkdocs.yml (the readthedocs theme, every
 * page in the navigation, no search) and one Markdown file a page, the page's HTML in one block.
 */
export function writeMkdocsProject(projectDir, book, { siteName, siteUrl }) {
  fs.rmSync(projectDir, { recursive: true, force: true });
  const docs = path.join(projectDir, 'docs');
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(
    path.join(docs, 'index.md'),
    `# ${siteName}\n\n${book.title}, one page of the book a page of the source.\n`,
  );
  for (const page of book.pages) {
    fs.writeFileSync(
      path.join(docs, `${page.slug}.md`),
      `# ${page.title}\n\n<div class="book-page" markdown="0">\n${page.html}\n</div>\n`,
    );
  }
  const nav = book.pages.map((page) => `  - ${yamlString(page.title)}: ${page.slug}.md`);
  fs.writeFileSync(
    path.join(projectDir, 'mkdocs.yml'),
    [
      `site_name: ${yamlString(siteName)}`,
      `site_url: ${yamlString(siteUrl)}`,
      'use_directory_urls: true',
      'theme:',
      '  name: readthedocs',
      '  navigation_depth: 1',
      '  collapse_navigation: false',
      'plugins: []',
      'nav:',
      `  - ${yamlString('Home')}: index.md`,
      ...nav,
      '',
    ].join('\n'),
  );
}
