// Books and manuals among our more developer sites: DocBook (PostgreSQL), Publican (the
// Debian handbook), Texinfo (GNU Octave), YODL (zsh) and xfpt (Exim).
import { isRefreshStub, tocOnly } from './page-checks.mjs';

const ZSH_HTML = '/usr/share/doc/zsh-common/html';

/** `loadHtml`: the harness's HTML parser (lib/html.mjs). */
export function manualSites({ loadHtml }) {
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
