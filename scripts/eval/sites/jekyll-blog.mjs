// A blog built with Jekyll and its stock minima theme (the GitHub Pages default), as developers'
// blogs are: Django's tutorial, topic guides and how-tos as posts, built by
// jekyll-blog/prepare-blog.mjs with Debian's `jekyll`, then prepared and served by the harness
// like any manual. No sitemap (a Jekyll site has one only with the jekyll-sitemap plugin): the
// product finds the posts by crawling from the home page, which lists every post with its excerpt
// (no pagination); a post links no other post but from its text (minima has no previous / next).
//
// Why the pages `wpdjango` is made of: the same 105 posts and 295 author link pairs on a static
// site without a sitemap, so that what differs between the two is how the site is built, not its
// words (Python's tutorial and HOWTOs, tried first, link among themselves 22 times: too few to
// measure anything).

export function jekyllSites() {
  return {
    jkblog: {
      title:
        "Jekyll blog of Django's tutorial, topic guides and how-tos (minima theme, one post per page)",
      package: 'jekyll',
      generator: 'Jekyll 4.3 (Debian package), minima 2.5 theme, jekyll-feed',
      port: 8300,
      sitemap: false,
      // Every page: header.site-header (the blog's title, the About page), main.page-content,
      // footer.site-footer. A post's main holds article.post: its title and date, then
      // div.post-content (the post). The home page's main: div.home, the list of posts.
      mainContent: 'div.post-content',
      exclude: ['pre'],
      // jekyll-feed's feed.xml holds the last ten posts whole, links and all; the harness strips
      // links from HTML pages only, so the stripped variant would give them away in it.
      include: (rel) => rel !== 'feed.xml',
      // Posts at Jekyll's date permalinks; the home page lists them; the About page is a page.
      pageRole(rel) {
        if (/^\d{4}\/\d{2}\/\d{2}\/[^/]+\.html$/.test(rel)) return 'content';
        return rel === 'index.html' ? 'index' : 'page';
      },
      jekyll: {
        source: 'django',
        // The source's pages that become posts: its guides, not its reference.
        include: (key) => /^\/(intro|topics|howto)\//.test(key),
        siteName: 'Django Field Notes',
        packages: ['jekyll', 'jekyll-theme-minima', 'ruby-jekyll-feed'],
      },
    },
  };
}
