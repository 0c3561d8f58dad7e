// The hand-written blog's HTML, as a stock WordPress blog theme lays it out: a header with the
// site's name and menu, the post (or a list of posts) in main, a sidebar of recent posts,
// categories and monthly archives, a footer. Posts: /YYYY/MM/slug/; archives: /category/x/,
// /tag/x/, /YYYY/MM/; the home page lists ten posts a page (/page/2/, ...).
import { bodyHtml, excerptOf } from './blog-content.mjs';

export const SITE_NAME = 'Crumb Notes';
const PER_PAGE = 10;
const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

export const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const monthOf = (date) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const monthUrl = (date) => `/${date.slice(0, 4)}/${date.slice(5, 7)}/`;

function sidebar(posts) {
  const categories = [...new Set(posts.map((post) => post.category))].sort();
  const months = [...new Set(posts.map((post) => post.date.slice(0, 7)))].sort().reverse();
  const li = (href, text) => `<li><a href="${href}">${text}</a></li>`;
  return `<aside id="secondary" class="widget-area">
<section class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>
${posts
  .slice(0, 5)
  .map((post) => li(post.url, post.title))
  .join('\n')}
</ul></section>
<section class="widget widget_categories"><h2 class="widget-title">Categories</h2><ul>
${categories.map((name) => li(`/category/${slugify(name)}/`, name)).join('\n')}
</ul></section>
<section class="widget widget_archive"><h2 class="widget-title">Archives</h2><ul>
${months.map((month) => li(monthUrl(month), monthOf(month))).join('\n')}
</ul></section>
</aside>`;
}

/** A whole page of the blog around `main`; `bodyClass`: WordPress's body classes for its template. */
export function layout({ title, main, posts, pages, bodyClass }) {
  const menu = [['/', 'Home'], ...pages.map((page) => [page.url, page.title])];
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title ? `${title} – ` : ''}${SITE_NAME}</title>
<link rel="stylesheet" href="/style.css">
</head>
<body class="${bodyClass} wp-theme-crumb">
<header id="masthead" class="site-header">
<p class="site-title"><a href="/" rel="home">${SITE_NAME}</a></p>
<p class="site-description">Home baking, one loaf at a time</p>
<nav id="site-navigation" class="main-navigation"><ul class="menu">
${menu.map(([href, text]) => `<li class="menu-item"><a href="${href}">${text}</a></li>`).join('\n')}
</ul></nav>
</header>
<div id="content" class="site-content">
<main id="primary" class="site-main">
${main}
</main>
${sidebar(posts)}
</div>
<footer id="colophon" class="site-footer">
<p>© 2024–2025 ${SITE_NAME}. All recipes tested in a very ordinary home oven.</p>
<p><a href="/about/">About</a> · <a href="/contact/">Contact</a> · Proudly powered by WordPress</p>
</footer>
</body>
</html>
`;
}

function postMeta(post) {
  return `<div class="entry-meta"><span class="posted-on">Posted on <a href="${monthUrl(post.date)}"><time datetime="${post.date}">${post.date}</time></a></span> in <span class="cat-links"><a href="/category/${slugify(post.category)}/" rel="category tag">${post.category}</a></span></div>`;
}

/** One post's article, with the theme's tags line and previous / next links below it. */
export function postMain(post, { previous, next, linkOf }) {
  const tags = post.tags
    .map((tag) => `<a href="/tag/${slugify(tag)}/" rel="tag">${tag}</a>`)
    .join(', ');
  const nav = [
    previous &&
      `<div class="nav-previous"><a href="${previous.url}" rel="prev">← ${previous.title}</a></div>`,
    next && `<div class="nav-next"><a href="${next.url}" rel="next">${next.title} →</a></div>`,
  ].filter(Boolean);
  return `<article class="post type-post">
<header class="entry-header"><h1 class="entry-title">${post.title}</h1>
${postMeta(post)}</header>
<div class="entry-content">
${bodyHtml(post.body, linkOf)}
</div>
<footer class="entry-footer"><span class="tags-links">Tagged ${tags}</span></footer>
</article>
<nav class="navigation post-navigation"><h2 class="screen-reader-text">Post navigation</h2>
${nav.join('\n')}
</nav>`;
}

/** A page (About, ...): no date, no tags. */
export function pageMain(page) {
  return `<article class="page type-page">
<header class="entry-header"><h1 class="entry-title">${page.title}</h1></header>
<div class="entry-content">
${bodyHtml(page.body, () => null)}
</div>
</article>`;
}

/** A list of posts with their excerpts, paginated: [{ rel, main }] for each page of the list. */
export function listingMains(heading, base, posts) {
  const chunks = [];
  for (let i = 0; i < posts.length; i += PER_PAGE) {
    chunks.push(posts.slice(i, i + PER_PAGE));
  }
  return chunks.map((chunk, number) => {
    const articles = chunk.map(
      (post) => `<article class="post type-post">
<header class="entry-header"><h2 class="entry-title"><a href="${post.url}" rel="bookmark">${post.title}</a></h2>
${postMeta(post)}</header>
<div class="entry-summary"><p>${excerptOf(post)}</p></div>
<a class="more-link" href="${post.url}">Continue reading</a>
</article>`,
    );
    const older =
      number + 1 < chunks.length
        ? `<a class="next" href="${base}page/${number + 2}/">Older posts</a>`
        : '';
    const newer =
      number > 0
        ? `<a class="prev" href="${number === 1 ? base : `${base}page/${number}/`}">Newer posts</a>`
        : '';
    const title = heading
      ? `<header class="page-header"><h1 class="page-title">${heading}</h1></header>\n`
      : '';
    return {
      paged: number > 0,
      rel: number === 0 ? base : `${base}page/${number + 1}/`,
      main: `${title}${articles.join('\n')}\n<nav class="navigation posts-navigation">${newer} ${older}</nav>`,
    };
  });
}

export { monthOf, monthUrl };
