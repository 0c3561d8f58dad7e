// A built blog must carry its theme's chrome on every post, as a real blog does: the engine is
// measured on what a crawler of a real blog meets. The check compares a post with the home page:
// every template part the post has is rendered (not an empty <header>), and the post's menu holds
// every address the home page's menu holds.
import { Failure } from '../context.mjs';

const MENU = 'nav a[href], .wp-block-navigation a[href]';
// A list's paging is a <nav> of the home page, not of the site's menu.
const PAGING = '.wp-block-query-pagination, .pagination, .nav-links, .post-navigation';

async function fetchText(url) {
  const response = await fetch(url);
  const text = await response.text(); // read first: see wordpress-server.mjs
  if (!response.ok) {
    throw new Failure(`the blog answered ${response.status} for ${url}`);
  }
  return text;
}

/** The problems of the post at `postUrl` against the home page at `homeUrl`; none when sound. */
export async function chromeProblems(homeUrl, postUrl, loadHtml) {
  const [home, post] = await Promise.all(
    [homeUrl, postUrl].map(async (url) => loadHtml(await fetchText(url))),
  );
  const problems = [];
  post('.wp-block-template-part').each((_, part) => {
    if (post(part).children().length === 0 && post(part).text().trim() === '') {
      problems.push(`an empty template part <${part.tagName} class="${post(part).attr('class')}">`);
    }
  });
  const menuOf = ($) =>
    new Set(
      $(MENU)
        .filter((_, link) => $(link).closest(PAGING).length === 0)
        .map((_, link) => $(link).attr('href'))
        .get(),
    );
  const postMenu = menuOf(post);
  const missing = [...menuOf(home)].filter((href) => !postMenu.has(href));
  if (missing.length > 0) {
    problems.push(`${missing.length} menu links of the home page missing, e.g. ${missing[0]}`);
  }
  return problems;
}

/** Throws when the post at `postUrl` lacks the chrome the home page has. */
export async function checkChrome(site, homeUrl, postUrl, loadHtml) {
  const problems = await chromeProblems(homeUrl, postUrl, loadHtml);
  if (problems.length > 0) {
    throw new Failure(`${site}: ${postUrl} lacks the theme's chrome: ${problems.join('; ')}`);
  }
}
