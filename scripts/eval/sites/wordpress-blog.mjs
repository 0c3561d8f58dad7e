// A blog among the developer sites: a real WordPress (Debian's package, PHP's built-in server,
// MariaDB) holding the Debian Administrator's Handbook as posts. Not prepared by prepare.sh:
// `wordpress` makes the eval build it with wordpress-blog/prepare-blog.mjs and serve it with
// `php -S` instead of serve.mjs; the product finds its pages through /wp-sitemap.xml.
//
// Why the handbook: of the eval's manuals it is the one written as articles (126 content pages of
// narrative prose for administrators, a section per page, 156,000 words), the size of a real
// blog's archive, and linked sparingly as bloggers link (140 author link pairs on 68 pages); the
// reference manuals (Apache, Python, Git) are lists of directives and options, the others are
// larger (GIMP 682 pages, PostgreSQL 1,000+) or far smaller (zsh 26 chapters, Exim 65).

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
        owner: 'siteowner',
        theme: 'twentytwentyone',
        authors: [
          { login: 'rhertzog', name: 'Raphaël Hertzog' },
          { login: 'lolando', name: 'Roland Mas' },
        ],
        packages: [
          'wordpress',
          'wordpress-theme-twentytwentyone',
          'php-cli',
          'php-mysql',
          'php-xml', // SimpleXML: without it /wp-sitemap.xml is a 501
          'php-mbstring',
          'mariadb-client',
        ],
      },
    },
  };
}
