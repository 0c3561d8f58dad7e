// The same book as `mkbook`, built the way most developer documentation is now: the Sphinx
// documentation's content pages as a Docusaurus 3 site on the stock classic preset (npm's
// `@docusaurus/core` and `@docusaurus/preset-classic`, installed in the site's build folder, not
// the repository), each page converted to Markdown, built by docusaurus-book/prepare-book.mjs,
// then prepared and served by the harness like any manual. The classic theme's sidebar lists
// every page on every page; each doc also has a breadcrumb, a table of contents on its right and
// Previous / Next at its foot, so a pair is "already linked" only when the page's text links it.
//
// Why the pages `mkbook` is made of: the same 90 pages and 300 author link pairs, so that what
// the product does differently on the two comes from how the site is built, not from its words.

export function docusaurusSites() {
  return {
    dsbook: {
      title:
        'Docusaurus book of the Sphinx 5.3 documentation (classic preset, every page in the sidebar)',
      package: '@docusaurus/preset-classic',
      generator: 'Docusaurus 3.10 (npm), classic preset, pages converted to Markdown by turndown',
      port: 8330,
      sitemap: true,
      // Every doc: nav.navbar (the book's title), aside.theme-doc-sidebar-container (every page
      // of the book), then main: article (nav.theme-doc-breadcrumbs, the mobile "On this page",
      // div.theme-doc-markdown: the doc's title and text), nav.pagination-nav (Previous / Next)
      // and div.theme-doc-toc-desktop (the doc's headings); footer.footer.
      mainContent: 'article div.theme-doc-markdown',
      exclude: ['pre', 'a.hash-link'],
      include: (rel) => rel !== '404.html' && !rel.startsWith('sitemap.xml'),
      pageRole: (rel) => (rel === 'index.html' ? 'index' : 'content'),
      docusaurus: { source: 'sphinx', siteName: 'The Sphinx book' },
    },
  };
}
