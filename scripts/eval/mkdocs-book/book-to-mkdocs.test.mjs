import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TWO_PAGE_BOOK } from '../testing-book.mjs';
import { bookHref, bookSlugOf, writeMkdocsProject } from './book-to-mkdocs.mjs';

// The harness's page key: the path, an index.html folded into its folder.
const pageKey = (url) => new URL(url).pathname.replace(/\/index\.html?$/i, '/');
const origin = 'http://127.0.0.1:8207';
const slugOf = new Map([
  ['/usage/quickstart.html', 'usage-quickstart'],
  ['/glossary.html', 'glossary'],
]);
const from = `${origin}/usage/quickstart.html`;
const hrefOf = (href) => bookHref(href, from, { origin, slugOf, pageKey });

describe('an MkDocs book made of a documentation site', () => {
  it('names each page after its path in the source', () => {
    expect(bookSlugOf('/usage/quickstart.html')).toBe('usage-quickstart');
    expect(bookSlugOf('/usage/extensions/index.html')).toBe('usage-extensions');
    expect(bookSlugOf('/index.html')).toBe('home');
    expect(bookSlugOf('/man/sphinx%20build.html')).toBe('man-sphinx-build');
  });

  it('points a link at its page in the book, keeps a fragment, and unwraps a page the book has not', () => {
    expect(hrefOf('../glossary.html#term-builder')).toBe('../glossary/#term-builder');
    expect(hrefOf('../glossary.html')).toBe('../glossary/');
    expect(hrefOf('#install')).toBe('#install');
    expect(hrefOf('quickstart.html')).toBeNull();
    expect(hrefOf('../genindex.html')).toBeNull();
    expect(hrefOf('https://www.sphinx-doc.org/')).toBe('https://www.sphinx-doc.org/');
  });

  it('writes every page into the navigation and its HTML as one block of a Markdown page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mkbook-'));
    writeMkdocsProject(dir, TWO_PAGE_BOOK, {
      siteName: 'The Sphinx book',
      siteUrl: 'http://127.0.0.1:8240/',
    });
    const config = fs.readFileSync(path.join(dir, 'mkdocs.yml'), 'utf8');
    expect(config).toContain('  name: readthedocs');
    expect(config).toContain(
      '  - "Getting \\"Started\\"": usage-quickstart.md\n  - "Glossary": glossary.md',
    );
    expect(fs.readFileSync(path.join(dir, 'docs/usage-quickstart.md'), 'utf8')).toBe(
      '# Getting "Started"\n\n<div class="book-page" markdown="0">\n<p>See the <a href="../glossary/">glossary</a>.</p>\n</div>\n',
    );
    expect(fs.existsSync(path.join(dir, 'docs/index.md'))).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });
});
