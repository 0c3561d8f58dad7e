// Checks the more developer sites' entries share: what kind of page a file is.
import fs from 'node:fs';

// A pure table-of-contents page: it has a table of contents (toc) and fewer than
// 20 words of main text outside it, its headings and the `drop` selectors (a title
// and at most one line: part and chapter pages, Sphinx section overviews).
export function tocOnly(loadHtml, html, mainSelector, toc, drop = []) {
  const $ = loadHtml(html);
  const main = $(mainSelector);
  if (main.find(toc).length === 0) return false;
  main.find([toc, 'h1, h2, h3, h4, h5, h6, script, style', ...drop].join(', ')).remove();
  return main.text().split(/\s+/).filter(Boolean).length < 20;
}

// A redirect stub: a page that only sends the browser elsewhere with a meta refresh.
// False when the file cannot be read (then pageRole still sees it).
export function isRefreshStub(file) {
  try {
    return (
      /\.html$/.test(file) &&
      /<meta http-equiv="Refresh"/i.test(fs.readFileSync(file, 'utf8').slice(0, 4096))
    );
  } catch {
    return false;
  }
}
