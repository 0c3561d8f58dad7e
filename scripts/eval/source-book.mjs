// A prepared documentation site (the harness's original variant) read as a book, for the sites
// built from another one (the WordPress blogs, the MkDocs book, the Jekyll blog): its content
// pages, in the order its home page (the table of contents) first lists them, the rest after in
// path order, each page's main content as such a site carries it over, its links pointed anew.
import fs from 'node:fs';
import path from 'node:path';

/**
 * `sourceDir`: the prepared source site; `loadHtml`, `pageKey`: the harness's. Returns its
 * ground truth, its base URL, its content pages by page key, the file of a page's URL, and the
 * content pages' keys in the book's order.
 */
export function readSourceBook(sourceDir, { loadHtml, pageKey }) {
  const truth = JSON.parse(fs.readFileSync(path.join(sourceDir, 'ground-truth.json'), 'utf8'));
  const base = new URL(truth.baseUrl);
  const content = new Map(
    truth.pages.filter((page) => page.role === 'content').map((page) => [pageKey(page.url), page]),
  );
  const fileOf = (url) =>
    path.join(
      sourceDir,
      'original',
      decodeURIComponent(new URL(url).pathname).replace(/\/$/, '/index.html'),
    );
  const order = [];
  const home = loadHtml(fs.readFileSync(fileOf(base.href), 'utf8'));
  home('a[href]').each((_, a) => {
    const key = pageKey(new URL(home(a).attr('href'), base).href);
    if (content.has(key) && !order.includes(key)) order.push(key);
  });
  order.push(...[...content.keys()].filter((key) => !order.includes(key)).sort());
  return { truth, base, content, fileOf, order };
}

/**
 * Where a link of the source's page `pageUrl` points in a site made of the book: another content
 * page at its new address (`addressOf(key)`, the fragment kept), a fragment of the same page, a
 * page elsewhere as it was; null for a page of the source the new site has not (an index, the
 * source's reference), whose link is unwrapped, its words kept.
 */
export function hrefInBook(href, pageUrl, { origin, addressOf, pageKey }) {
  let target;
  try {
    target = new URL(href, pageUrl);
  } catch {
    return null;
  }
  if (target.origin !== origin) return href;
  const targetKey = pageKey(target.href);
  if (targetKey === pageKey(pageUrl)) return target.hash || null;
  const address = addressOf(targetKey);
  return address === undefined ? null : `${address}${target.hash}`;
}

/**
 * A content page's main content as a site made of the book carries it over: without what the
 * harness leaves out of it (`pre` aside: code stays), its first h1 taken out as its title, and no
 * images or scripts. `source`: the source's harness entry (mainContent, exclude).
 */
export function readBookPage(page, source, { fileOf, loadHtml }) {
  const $ = loadHtml(fs.readFileSync(fileOf(page.url), 'utf8'));
  const main = $(source.mainContent).first();
  const dropped = source.exclude.filter((selector) => selector !== 'pre');
  if (dropped.length) main.find(dropped.join(', ')).remove();
  const heading = main.find('h1').first();
  const title = (heading.text() || page.title).replace(/\s+/g, ' ').replace(/¶/g, '').trim();
  heading.remove();
  main.find('img, script, style').remove();
  return { $, main, title };
}

/** Points every link of `main` where `hrefOf(href)` says, unwrapping those it gives null. */
export function relinkPage($, main, hrefOf) {
  main.find('a[href]').each((_, element) => {
    const link = $(element);
    const href = hrefOf(link.attr('href'));
    if (href === null) {
      link.replaceWith(link.html() ?? '');
    } else {
      link.attr('href', href);
    }
  });
}
