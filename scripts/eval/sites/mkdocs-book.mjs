// A book whose sidebar lists every page, as mdBook, GitBook, Docusaurus and Sphinx with a full
// toctree make them: the Sphinx documentation's content pages as an MkDocs book (Debian's
// `mkdocs`, its readthedocs theme), built by mkdocs-book/prepare-book.mjs, then prepared and
// served by the harness like any manual. Every page links every other from its menu, so a pair is
// "already linked" only when the page's text links it (issue 26, item 1).
//
// Why the Sphinx documentation: a book of 90 content pages, the size of the books customers
// write (the one measured from outside had 115), with 300 author link pairs in its prose; not
// the handbook, which the blog already is.

export function mkdocsSites() {
  return {
    mkbook: {
      title:
        'MkDocs book of the Sphinx 5.3 documentation (readthedocs theme, every page in the sidebar)',
      package: 'mkdocs',
      generator: 'MkDocs 1.4 (Debian package), readthedocs theme',
      port: 8240,
      sitemap: true,
      // Every page: nav.wy-nav-side (the sidebar: search, every page of the book), the top bar,
      // a breadcrumb, div[role=main] (the page), the footer's Previous / Next.
      mainContent: 'div[role="main"]',
      exclude: ['pre', 'a.headerlink'],
      include: (rel) => rel !== '404.html' && !rel.startsWith('sitemap.xml'),
      pageRole: (rel) => (rel === 'index.html' ? 'index' : 'content'),
      mkdocs: { source: 'sphinx', siteName: 'The Sphinx book' },
    },
  };
}
