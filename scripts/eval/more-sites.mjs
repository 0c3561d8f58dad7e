// More developer sites for `npm run eval`, beside the two the harness in ../shared/eval lists:
// other Debian documentation packages, each built by another generator (DocBook, Sphinx,
// Publican, Texinfo), so that an idea is measured on seven sites and not fitted to one. The
// entries follow the harness's lib/sites.mjs (see its README, "Trying another site"), plus
// `htmlRoot`: the HTML tree's folder as `dpkg -L` lists it, where the harness's guess (the
// folder with an index.html and the most pages below it) picks the wrong one.
// `loadHtml` is the harness's parser (lib/html.mjs), handed in by the harness copy.
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
