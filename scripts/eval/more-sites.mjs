// More developer sites for `npm run eval`, beside the two the harness in ../shared/eval lists:
// other Debian documentation packages, each built by another generator (DocBook, Sphinx,
// Publican, Texinfo, AsciiDoc, YODL, xfpt), so that an idea is measured on eleven sites and not fitted to one. The
// entries follow the harness's lib/sites.mjs (see its README, "Trying another site"), plus
// `htmlRoot`: the HTML tree's folder as `dpkg -L` lists it, where the harness's guess (the
// folder with an index.html and the most pages below it) picks the wrong one.
// `loadHtml` is the harness's parser (lib/html.mjs), handed in by the harness copy.
import fs from 'node:fs';

const ZSH_HTML = '/usr/share/doc/zsh-common/html';

export function moreSites({ loadHtml }) {
  return {
    postgres: {
      title: 'PostgreSQL 15 documentation',
      package: 'postgresql-doc-15',
      generator: 'DocBook XSL',
      port: 8203,
      sitemap: true,
      // Same layout as gimp: nav header table (Prev, Up, Home, Next), one content
      // div (sect1, refentry, chapter, part, reference, appendix...), nav footer.
      mainContent: 'body > div:not(.navheader):not(.navfooter)',
      exclude: [
        'div.toc', // chapter, part and reference tables of contents
        'div.list-of-tables',
        'div.list-of-figures',
        'div.list-of-examples',
        'div.cmdsynopsis', // command-line synopsis of reference pages (code, set as <p>)
        'pre', // SQL listings, screen output, synopses
      ],
      pageRole(rel, html = '') {
        if (rel === 'index.html') return 'index'; // the book's table of contents
        if (rel === 'bookindex.html') return 'index'; // the alphabetical index
        if (rel === 'biblio.html') return 'bibliography'; // reference list; links to it are citation keys
        if (
          tocOnly(loadHtml, html, 'body > div:not(.navheader):not(.navfooter)', 'div.toc', [
            'div.titlepage',
          ])
        )
          return 'index'; // part and chapter pages that are only a title and a TOC
        return 'content';
      },
    },
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
      pageRole(rel, html = '') {
        if (rel.startsWith('_modules/')) return 'source-code'; // highlighted Python source ("[source]" links)
        if (
          [
            'index.html',
            'contents.html',
            'genindex.html',
            'py-modindex.html',
            'search.html',
          ].includes(rel)
        ) {
          return 'index'; // documentation home (lists of links), full toctree, general and module index, search
        }
        if (
          tocOnly(loadHtml, html, 'div#yui-main > div.yui-b > div.yui-g', 'div.toctree-wrapper', [
            'a.headerlink',
          ])
        )
          return 'index'; // section overviews that are only a toctree
        return 'content';
      },
    },
    handbook: {
      title: "The Debian Administrator's Handbook (Debian 11, English)",
      package: 'debian-handbook',
      generator: 'Publican 4 (DocBook XSL)',
      port: 8205,
      sitemap: true,
      // The package ships html/LANG/ for 26 languages, each a complete book of 127
      // pages with no index.html above them, so prepare.sh's guess picks one tree
      // among equals (zh-TW): root the site on the English tree instead.
      htmlRoot: '/usr/share/doc/debian-handbook/html/en-US',
      // Every page: div#banner (ebook ad), p#title (logos), ul.docnav.top
      // (Prev, Next), one content div (section, chapter, appendix, preface, book),
      // ul.docnav (Prev, Up, Home, Next).
      mainContent: 'body > div:not(#banner)',
      exclude: [
        'div.toc', // chapter tables of contents
        'ul.docnav',
        'pre', // shell sessions and configuration files
      ],
      pageRole(rel, html = '') {
        const lang = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
        if (lang && !/^en\b/i.test(lang)) return 'other-language';
        if (rel === 'index.html') return 'index'; // title page, abstract, legal notice and the book's table of contents
        return 'content';
      },
    },
    octave: {
      title: 'GNU Octave 7 manual',
      package: 'octave-doc',
      generator: 'GNU Texinfo 6.8 (makeinfo --html)',
      port: 8206,
      sitemap: true,
      // octave.html/ (the manual; liboctave.html/ beside it is another book and is
      // not copied). Besides one page per node, makeinfo writes 2,356 redirect stubs
      // (a meta refresh to an anchor, for deep links from outside): XREF<function>.html,
      // fig_003a*.html, tab_003a*.html, test_002dmessage_002danchor.html. No page
      // links to them; they are not copied.
      include: (rel) =>
        !/^(XREF.*|fig_003a.*|tab_003a.*|test_002dmessage_002danchor)\.html$/.test(rel),
      // Every node page: div.chapter/section/subsection... (starting with div.header:
      // Next, Previous, Up, Contents, Index), then footnotes (div.footnote), hr and
      // the same div.header again as a direct child of body.
      mainContent: 'body > div:not(.header)',
      exclude: [
        'div.header', // Next / Previous / Up / Contents / Index line at the top of each node
        'ul.section-toc',
        'table.menu', // node menus (the subsections)
        'div.contents',
        'div.shortcontents', // table of contents (index.html)
        'a.copiable-anchor', // the pilcrow after each definition
        'pre', // example code (inside div.example)
      ],
      pageRole(rel, html = '') {
        if (/<meta http-equiv="Refresh"/i.test(html)) return 'redirect'; // any stub the include() pattern missed
        if (rel === 'index.html') return 'index'; // title page, copyright and the full table of contents
        if (/^(Concept|Function|Graphics-Properties|Operator)-Index\.html$/.test(rel))
          return 'index'; // the four indexes
        if (tocOnly(loadHtml, html, 'body > div:not(.header)', 'ul.section-toc', ['div.header']))
          return 'index'; // chapter and section pages that are only a menu
        return 'content';
      },
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
      pageRole(rel, html = '') {
        if (rel.startsWith('_modules/')) return 'source-code'; // highlighted Python source ("[source]" links)
        if (
          [
            'index.html',
            'contents.html',
            'genindex.html',
            'py-modindex.html',
            'search.html',
          ].includes(rel)
        ) {
          return 'index'; // home (features list and toctrees), full toctree, general and module index, search
        }
        if (
          tocOnly(loadHtml, html, 'div.document > div.body', 'div.toctree-wrapper', [
            'a.headerlink',
          ])
        )
          return 'index'; // section overviews that are only a toctree
        return 'content';
      },
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
      pageRole(rel, html = '') {
        if (
          [
            'index.html',
            'contents.html',
            'genindex.html',
            'py-modindex.html',
            'search.html',
          ].includes(rel)
        ) {
          return 'index'; // home (contentstable of links), full toctree, general and module index, search
        }
        if (/^genindex-.+\.html$/.test(rel)) return 'index'; // the general index split by letter (genindex-A ... genindex-all)
        if (rel.startsWith('includes/')) return 'fragment'; // reST include files built as orphan pages ("not available on WebAssembly" note)
        if (
          tocOnly(loadHtml, html, 'div.document div.body', 'div.toctree-wrapper', ['a.headerlink'])
        )
          return 'index'; // section overviews that are only a toctree
        return 'content';
      },
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
    zsh: {
      title: 'The Z Shell Manual (zsh 5.9) and the zsh FAQ',
      package: 'zsh-doc',
      generator: 'GNU Texinfo 6.8 (texi2any, texi2html-style chapter split); FAQ by YODL',
      port: 8212,
      sitemap: true,
      // zsh-common/html/: the manual split by chapter (26 chapters, 6 indexes,
      // index.html = Top node, zsh_toc.html, zsh_abt.html), the zsh FAQ (FAQ.html =
      // its TOC, FAQ01..06.html), and 144 redirect stubs (a meta refresh to a section
      // anchor, "Aliasing.html" -> Shell-Grammar.html#Aliasing, for deep links from
      // outside). No page links to the stubs; they are not copied (include reads each
      // file; from an unpacked .deb elsewhere they stay, with role 'redirect').
      htmlRoot: ZSH_HTML,
      include: (rel) => !isRefreshStub(`${ZSH_HTML}/${rel}`),
      // Manual chapters: body > div.chapter (table.header nav line before every
      // section, table.menu section menus), then hr, a last table.header and the
      // "generated by texi2any" footer. FAQ chapters: everything directly in body,
      // between a nav list (Table of Contents, Previous/Next Chapter) at top and bottom.
      mainContent: 'body > div.chapter, body:not(:has(> div))',
      exclude: [
        'table.header', // [ << ] [ < ] [ Up ] [ > ] [ >> ] ... [Top] [Contents] [Index] [ ? ] before every section
        'table.menu', // section menus
        'div.contents', // table of contents
        'body > ul:has(a[href="FAQ.html"])', // FAQ: nav lists at top and bottom
        'pre', // examples (div.example), FAQ code
      ],
      pageRole(rel, html = '') {
        if (/<meta http-equiv="Refresh"/i.test(html)) return 'redirect'; // any stub include() did not drop
        if (['index.html', 'zsh_toc.html', 'FAQ.html'].includes(rel)) return 'index'; // Top node menu, table of contents, FAQ contents
        if (/-Index\.html$/.test(rel)) return 'index'; // Concept, Variables, Options, Functions, Editor-Functions, Style-and-Tag indexes
        if (rel === 'zsh_abt.html') return 'navigation-help'; // "About This Document": what the nav buttons do
        return 'content';
      },
    },
    exim: {
      title: 'Exim 4.96 specification and filter specification',
      package: 'exim4-doc-html',
      generator: 'xfpt -> DocBook -> Exim website XSLT',
      port: 8211,
      sitemap: true,
      // spec_html/: index.html (the specification's TOC), one ch-NAME.html page per
      // chapter (65, the last three are indexes), filter.html with its three
      // filter_ch-NAME.html chapters. chNN.html and filter_chNN.html are symlinks to the
      // same chapters under numbered names; no page links to them: not copied.
      include: (rel) => !/^(filter_)?ch\d+\.html$/.test(rel),
      // Every page: h1#header (exim.org link), div#outer with ul#nav_flow (exim.org
      // menu), div#inner > div#content (previous/next links, div#chapter, previous/
      // TOC/next links), div#footer, div#toc (collapsed TOC widget).
      // <link rel="canonical"> points to https://www.exim.org/exim-html-current/...
      mainContent: 'div#chapter',
      exclude: [
        'pre', // configuration and command examples (inside div.docbook_literallayout)
      ],
      pageRole(rel) {
        if (rel === 'index.html' || rel === 'filter.html') return 'index'; // the two documents' expandable tables of contents
        if (/^ch-(concept|option|variable)_index\.html$/.test(rel)) return 'index'; // the three indexes
        return 'content';
      },
    },
  };
}

// A pure table-of-contents page: it has a table of contents (toc) and fewer than
// 20 words of main text outside it, its headings and the `drop` selectors (a title
// and at most one line: part and chapter pages, Sphinx section overviews).
function tocOnly(loadHtml, html, mainSelector, toc, drop = []) {
  const $ = loadHtml(html);
  const main = $(mainSelector);
  if (main.find(toc).length === 0) return false;
  main.find([toc, 'h1, h2, h3, h4, h5, h6, script, style', ...drop].join(', ')).remove();
  return main.text().split(/\s+/).filter(Boolean).length < 20;
}

// A redirect stub: a page that only sends the browser elsewhere with a meta refresh.
// False when the file cannot be read (then pageRole still sees it).
function isRefreshStub(file) {
  try {
    return (
      /\.html$/.test(file) &&
      /<meta http-equiv="Refresh"/i.test(fs.readFileSync(file, 'utf8').slice(0, 4096))
    );
  } catch {
    return false;
  }
}
