// A prepared documentation site (the harness's original variant) read as a book, for the sites
// built from another one (the WordPress blog, the MkDocs book): its content pages, in the order
// its home page (the table of contents) first lists them, the rest after in path order.
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
