// A blog written the way bloggers write (issue 50, §5): 24 posts of a home baker's blog, in the
// first person, with sentence titles, recipe headings every post repeats ("The dough", "The
// method", "Troubleshooting", "Ingredients") and no links between posts but the explicit
// references bloggers make ("my guide to flour types", "my challah post", "I wrote about
// hydration last spring"), which are its ground truth. Served with a WordPress theme's chrome
// (menu, sidebar of recent posts, categories and monthly archives, footer, previous / next
// links), category, tag and date archives, and a sitemap. Written by hand, by us: the posts are
// in handwritten-blog/posts, the HTML is written by handwritten-blog/build-blog.mjs.

export function handwrittenSites() {
  return {
    hwblog: {
      title: 'Hand-written home-baking blog (24 posts, WordPress-like theme, explicit references)',
      package: 'handwritten',
      generator: 'scripts/eval/handwritten-blog (a WordPress theme’s markup, written by hand)',
      port: 8350,
      sitemap: true,
      // Every page: header.site-header (title, menu), main#primary, aside#secondary (recent
      // posts, categories, archives), footer. A post's main: article (its title, date and
      // category), div.entry-content (the post), the tags line, then previous / next links.
      mainContent: 'div.entry-content',
      exclude: [],
      pageRole(rel) {
        if (/^\d{4}\/\d{2}\/[^/]+\/index\.html$/.test(rel)) return 'content';
        return /^(about|contact|tools-i-use)\/index\.html$/.test(rel) ? 'page' : 'index';
      },
      handwritten: { posts: 'scripts/eval/handwritten-blog/posts' },
    },
  };
}
