// Blogs among the developer sites: a real WordPress (Debian's package, PHP's built-in server,
// MariaDB) holding one of the documentation sites as posts. Not prepared by prepare.sh:
// `wordpress` makes the eval build it with wordpress-blog/prepare-blog.mjs and serve it with
// `php -S` instead of serve.mjs; the product finds its pages through /wp-sitemap.xml.
//
// `wpblog`, the handbook on a classic theme: of the eval's manuals it is the one written as
// articles (126 content pages of narrative prose for administrators, a section per page, 156,000
// words), the size of a real blog's archive, and linked sparingly as bloggers link (140 author
// link pairs on 68 pages); the reference manuals (Apache, Python, Git) are lists of directives
// and options, the others are larger (GIMP 682 pages, PostgreSQL 1,000+) or far smaller (zsh 26
// chapters, Exim 65).
//
// `wpdjango`, Django's guides on a block theme: the tutorial, topic guides and how-tos of the
// Django documentation (its reference left out, as a blog has none), a developer's blog of
// tutorials full of code, on Twenty Twenty-Three as the site editor builds it: a navigation block,
// query loops for the home page and the archives, and a "More posts" loop under every post.

const PACKAGES = [
  'wordpress',
  'php-cli',
  'php-mysql',
  'php-xml', // SimpleXML: without it /wp-sitemap.xml is a 501
  'php-mbstring',
  'mariadb-client',
];

export function wordpressSites() {
  return {
    wpblog: {
      title:
        "WordPress blog of the Debian Administrator's Handbook (Twenty Twenty-One, one post per section)",
      package: 'wordpress',
      generator: 'WordPress 6.1 (Debian package), Twenty Twenty-One theme, block editor markup',
      port: 8230,
      sitemap: true,
      mainContent: 'article .entry-content',
      exclude: ['pre'],
      pageRole: () => 'content',
      wordpress: {
        source: 'handbook',
        title: 'Debian Admin Notes',
        tagline: "The Debian Administrator's Handbook, one section a post",
        readers: 'system administrators',
        owner: 'siteowner',
        theme: 'twentytwentyone',
        postTitle: 'h1.entry-title',
        chapters: 'classes',
        authors: [
          { login: 'rhertzog', name: 'Raphaël Hertzog' },
          { login: 'lolando', name: 'Roland Mas' },
        ],
        packages: [...PACKAGES, 'wordpress-theme-twentytwentyone'],
      },
    },
    wpdjango: {
      title:
        "WordPress blog of Django's tutorial, topic guides and how-tos (Twenty Twenty-Three, one post per page)",
      package: 'wordpress',
      generator: 'WordPress 6.1 (Debian package), Twenty Twenty-Three block theme',
      port: 8270,
      sitemap: true,
      mainContent: 'main .wp-block-post-content',
      exclude: ['pre'],
      pageRole: () => 'content',
      wordpress: {
        source: 'django',
        // The source's pages that become posts: its guides, not its reference.
        include: (key) => /^\/(intro|topics|howto)\//.test(key),
        title: 'Django Field Notes',
        tagline: 'Tutorials and guides for building web apps with Django',
        readers: 'web developers',
        owner: 'siteowner',
        theme: 'twentytwentythree',
        postTitle: 'h1.wp-block-post-title',
        chapters: 'folders',
        authors: [
          { login: 'jkaplan', name: 'Jacob Kaplan-Moss' },
          { login: 'aholovaty', name: 'Adrian Holovaty' },
        ],
        packages: [...PACKAGES, 'wordpress-theme-twentytwentythree'],
      },
    },
  };
}
