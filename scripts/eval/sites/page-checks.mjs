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

// Sphinx's generated pages: the home page, the full toctree, the general and module index, search.
const SPHINX_INDEXES = [
  'index.html',
  'contents.html',
  'genindex.html',
  'py-modindex.html',
  'search.html',
];

/**
 * A Sphinx site's page roles: highlighted source (`_modules/`, the "[source]" links) is
 * 'source-code'; Sphinx's generated pages and section overviews that are only a toctree are
 * 'index'; `roleOf(rel)` may name more; the rest is 'content'.
 */
export function sphinxPageRole(loadHtml, mainContent, roleOf = () => null) {
  return (rel, html = '') => {
    if (rel.startsWith('_modules/')) return 'source-code';
    if (SPHINX_INDEXES.includes(rel)) return 'index';
    const role = roleOf(rel);
    if (role) return role;
    if (tocOnly(loadHtml, html, mainContent, 'div.toctree-wrapper', ['a.headerlink']))
      return 'index';
    return 'content';
  };
}
