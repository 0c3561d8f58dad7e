// Reference documentation among our more developer sites: Sphinx (Django, Sphinx, Python)
// and AsciiDoc man pages (Git).
import { sphinxPageRole } from './page-checks.mjs';

/** `loadHtml`: the harness's HTML parser (lib/html.mjs). */
export function referenceSites({ loadHtml }) {
  return {
    django: {
      title: 'Django 3.2 documentation',
      package: 'python-django-doc',
      generator: 'Sphinx (Django theme)',
      port: 8204,
      sitemap: true,
      // Every page: div#hd (title, global nav, prev/up/next), div#bd with
      // div#yui-main > div.yui-b > div.yui-g (the document) and a second div.yui-b
      // (sphinxsidebar: local TOC, browse, search), div#ft (prev/up/next again).
      mainContent: 'div#yui-main > div.yui-b > div.yui-g',
      exclude: [
        'div.toctree-wrapper', // toctree directives (section overviews)
        'div.contents', // ".. contents::" local tables of contents
        'a.headerlink', // the pilcrow after each heading and signature
        'pre', // code listings (inside div.highlight-*)
      ],
      pageRole: sphinxPageRole(loadHtml, 'div#yui-main > div.yui-b > div.yui-g'),
    },
    sphinx: {
      title: 'Sphinx 5.3 documentation',
      package: 'sphinx-doc',
      generator: 'Sphinx (sphinx13 theme)',
      port: 8207,
      sitemap: true,
      // Every page: div.pageheader (logo), div.related (breadcrumb), div.document
      // with div.sphinxsidebar (search, "On this page", site navigation) and
      // div.body (the document), div.footer.
      mainContent: 'div.document > div.body',
      exclude: [
        'div.toctree-wrapper', // toctree directives
        'nav.contents', // ".. contents::" local tables of contents
        'a.headerlink', // the pilcrow after each heading and signature
        'pre', // code listings (inside div.highlight-*)
      ],
      pageRole: sphinxPageRole(loadHtml, 'div.document > div.body'),
    },
    python: {
      title: 'Python 3.11 documentation',
      package: 'python3.11-doc',
      generator: 'Sphinx 5.3 (python_docs_theme)',
      port: 8208,
      sitemap: true,
      // 530 HTML pages (library/ 317, c-api/ 64, whatsnew/ 21, howto/ 20, tutorial/ 17,
      // distutils/ 13, reference/ 11, ...), under the ~2,000 above which only some
      // folders would be kept: the whole tree is copied. Every page: div.mobile-nav
      // (menu with the local TOC), div.related (breadcrumb), div.document with
      // div.body[role=main] (the document) and div.sphinxsidebar, div.related, div.footer.
      // <link rel="canonical"> points to file:///usr/share/doc/python3.11/html/...
      mainContent: 'div.document div.body',
      exclude: [
        'div.toctree-wrapper', // toctree directives (section overviews)
        'nav.contents', // ".. contents::" local tables of contents
        'a.headerlink', // the pilcrow after each heading and signature
        // Text that Sphinx directives and CPython's extensions generate on every use:
        'p.availability', // "Availability: Unix, not Emscripten, not WASI." (links to library/intro.html)
        'p.audit-hook', // "Raises an auditing event os.open with arguments ..." (links to library/sys.html)
        'em.stableabi', // "Part of the Stable ABI." on C API entries (links to c-api/stable.html)
        'section#contents-of-limited-api ul.simple', // c-api/stable.html: generated list of the ~700 Limited API symbols
        'pre', // code listings and interactive sessions (inside div.highlight-*)
      ],
      // Besides Sphinx's own: the general index split by letter (genindex-A … genindex-all), and
      // reST include files built as orphan pages ("not available on WebAssembly" note).
      pageRole: sphinxPageRole(loadHtml, 'div.document div.body', (rel) => {
        if (/^genindex-.+\.html$/.test(rel)) return 'index';
        if (rel.startsWith('includes/')) return 'fragment';
        return null;
      }),
    },
    gitdoc: {
      title: 'Git 2.39 documentation (man pages, guides, how-tos, technical docs)',
      package: 'git-doc',
      generator: 'AsciiDoc 10.2 (xhtml11 backend); user-manual.html by DocBook XSL',
      port: 8209,
      sitemap: true,
      // /usr/share/doc/git-doc: ~200 top-level pages (git-*.html man pages, git*.html
      // guides and formats), howto/ and technical/, beside the .txt sources.
      // index.html is a symlink to git.html (copied as a second, identical page).
      // AsciiDoc pages: div#header (h1, and the NAME section on man pages),
      // div#content (sect1 divs: SYNOPSIS, DESCRIPTION, OPTIONS, ..., SEE ALSO, GIT),
      // div#footnotes, div#footer. user-manual.html is DocBook XSL: one div.book.
      mainContent: 'div#content, body > div.book',
      exclude: [
        'div.toc', // user-manual.html's tables of contents
        'div.sect1:has(> h2#_git)', // "Part of the git(1) suite" on every man page
        // git(1)'s command lists, generated from command-list.txt (cmds-*.txt), not prose:
        'div.sect1:has(> h2#_git_commands)',
        'div.sect1:has(> h2#_high_level_commands_porcelain)',
        'div.sect1:has(> h2#_low_level_commands_plumbing)',
        'div.sect1:has(> h2#_guides)',
        'div.sect1:has(> h2#_repository_command_and_file_interfaces)',
        'div.sect1:has(> h2#_file_formats_protocols_and_other_developer_interfaces)',
        'pre', // synopses (verseblock), listings, literal blocks
      ],
      pageRole(rel) {
        if (rel === 'index.html') return 'duplicate'; // symlink to git.html: the same page twice
        if (rel === 'howto-index.html' || rel === 'technical/api-index.html') return 'index'; // lists of the how-tos / API documents
        if (rel === 'everyday.html') return 'redirect'; // "This document has been moved to giteveryday(7)."
        return 'content';
      },
    },
  };
}
