// The blog's ground truth, read from the served blog as the harness reads a prepared site: every
// page its sitemap lists (posts are the content pages; pages, archives and the home page are not),
// and the links in each post's text (the theme's `mainContent`, code listings left out) that lead
// to another post. The stripped variant must show the same text and no such link. `selectors`:
// { mainContent, exclude, postTitle }, where the theme puts a post's text and its title.
import { Failure } from '../context.mjs';
const CODE_SELECTOR = 'code, tt, kbd, samp, var';
const ROLES = [
  [/wp-sitemap-posts-post-/, 'content'],
  [/wp-sitemap-posts-page-/, 'page'],
  [/wp-sitemap-taxonomies-category-/, 'category-archive'],
  [/wp-sitemap-taxonomies-post_tag-/, 'tag-archive'],
  [/wp-sitemap-users-/, 'author-archive'],
];

async function fetchText(url) {
  const response = await fetch(url);
  const text = await response.text(); // read first: see wordpress-server.mjs
  if (!response.ok) {
    throw new Failure(`the blog answered ${response.status} for ${url}`);
  }
  return text;
}

/** The pages at `urls`, four at a time (PHP's server runs four workers). */
async function fetchAll(urls) {
  const pages = new Map();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      pages.set(url, await fetchText(url));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return pages;
}

/** Every URL of the blog's sitemap with its role, and the home page. */
async function sitemapPages(url, loadHtml) {
  const index = loadHtml(await fetchText(new URL('wp-sitemap.xml', url).href));
  const pages = [{ url, role: 'index' }];
  for (const loc of index('sitemap > loc').toArray()) {
    const sitemap = index(loc).text().trim();
    const role = ROLES.find(([pattern]) => pattern.test(sitemap))?.[1] ?? 'other';
    const list = loadHtml(await fetchText(sitemap));
    for (const page of list('url > loc').toArray()) {
      const pageUrl = list(page).text().trim();
      // The pages sitemap lists the home page again: it keeps its first role.
      if (!pages.some((known) => known.url === pageUrl)) pages.push({ url: pageUrl, role });
    }
  }
  return pages;
}

function readPost(html, harness, selectors) {
  const $ = harness.loadHtml(html);
  const main = $(selectors.mainContent).first();
  if (main.length === 0) {
    return null;
  }
  main.find(selectors.exclude.join(', ')).remove();
  const title = $(selectors.postTitle).first().text().replace(/\s+/g, ' ').trim();
  return { $, main, title, text: harness.blockLines(main.toArray()).join('\n') };
}

/**
 * Whether two variants of a post read the same. WordPress curls a straight quote by what stands
 * before it, so `</a>"` and the same quote after the link's unwrapped words curl differently.
 */
export function sameProse(a, b) {
  const fold = (text) => text.replace(/[“”„‟″]/g, '"').replace(/[‘’‚‛′]/g, "'");
  return fold(a) === fold(b);
}

function isCodeAnchor(el) {
  const text = el.text().replace(/\s+/g, ' ').trim();
  if (text !== '' && el.parents(CODE_SELECTOR).length > 0) return true;
  const clone = el.clone();
  clone.find(CODE_SELECTOR).remove();
  return clone.text().trim() === '' && text !== '';
}

/** The same path on another served variant. */
const at = (url, base) => new URL(new URL(url).pathname, base).href;

/** The original blog's sitemap pages, and its posts (the content pages) by their page key. */
async function postsOf(original, harness) {
  const listed = await sitemapPages(original, harness.loadHtml);
  const posts = new Map(
    listed
      .filter((page) => page.role === 'content')
      .map((page) => [harness.pageKey(page.url), page]),
  );
  return { listed, posts };
}

/**
 * `original`, `stripped`: the served variants' base URLs; `baseUrl`: the address the truth is
 * written for (only the path counts to the scorer). Returns { pages, links, mainText, stats }.
 */
export async function readBlogTruth({ original, stripped, baseUrl, harness, selectors }) {
  const { pageKey } = harness;
  const { listed, posts } = await postsOf(original, harness);
  const links = [];
  const mainText = {};
  const problems = [];
  const outcomes = {};
  const count = (outcome) => (outcomes[outcome] = (outcomes[outcome] ?? 0) + 1);
  const served = await fetchAll(
    [...posts.values()].flatMap((page) => [page.url, at(page.url, stripped)]),
  );
  const origin = new URL(original).origin;
  const postKey = (href, base) => {
    const target = href.startsWith('#') ? null : parseUrl(href, base);
    return target?.origin === origin || target?.origin === new URL(base).origin
      ? pageKey(target.href)
      : null;
  };
  for (const [key, page] of posts) {
    const read = readPost(served.get(page.url), harness, selectors);
    const again = readPost(served.get(at(page.url, stripped)), harness, selectors);
    if (!read || !again) {
      problems.push(`${key}: no ${selectors.mainContent}`);
      continue;
    }
    page.title = read.title;
    const source = at(page.url, baseUrl);
    mainText[source] = read.text;
    if (!sameProse(again.text, read.text))
      problems.push(`${key}: the stripped post's text differs`);
    const seen = new Set();
    page.truthLinks = 0;
    for (const a of read.main.find('a[href]').toArray()) {
      const el = read.$(a);
      const href = el.attr('href').trim();
      const targetKey = postKey(href, page.url);
      const anchor = el.text().replace(/\s+/g, ' ').trim();
      if (!targetKey) {
        count(href.startsWith('#') ? 'fragment-only' : 'external');
      } else if (targetKey === key) {
        count('self');
      } else if (!posts.has(targetKey)) {
        count('target-not-a-post');
      } else if (anchor === '') {
        count('no-anchor-text');
      } else {
        count('ground-truth');
        const targetUrl = at(posts.get(targetKey).url, baseUrl);
        const id = `${targetUrl}\u0000${anchor}`;
        if (!seen.has(id)) {
          seen.add(id);
          links.push({ source, target: targetUrl, anchor, code: isCodeAnchor(el) });
        }
      }
    }
    page.truthLinks = seen.size;
    const left = again.main
      .find('a[href]')
      .toArray()
      .filter((a) => posts.has(postKey(again.$(a).attr('href').trim(), at(page.url, stripped))));
    if (left.length > 0)
      problems.push(`${key}: ${left.length} links to posts left in the stripped post`);
  }
  if (problems.length > 0) {
    throw new Failure(`the blog's variants do not match:\n${problems.slice(0, 10).join('\n')}`);
  }
  const pages = listed.map((page) => ({
    url: at(page.url, baseUrl),
    title: page.title ?? '',
    role: page.role,
    ...(page.role === 'content' ? { truthLinks: page.truthLinks } : {}),
  }));
  const content = pages.filter((page) => page.role === 'content');
  const pairs = new Set(links.map((link) => `${link.source} ${link.target}`));
  const stats = {
    htmlPages: pages.length,
    contentPages: content.length,
    pagesByRole: tally(pages.map((page) => page.role)),
    contentPagesWithTruthLinks: content.filter((page) => page.truthLinks > 0).length,
    truthLinks: links.length,
    truthPairs: pairs.size,
    truthPairsWithTextAnchor: new Set(
      links.filter((link) => !link.code).map((link) => `${link.source} ${link.target}`),
    ).size,
    contentWords: Object.values(mainText).reduce(
      (sum, text) => sum + text.split(/\s+/).filter(Boolean).length,
      0,
    ),
    candidateLinksByOutcome: outcomes,
  };
  return { pages, links, mainText, stats };
}

/** The posts an already read post's text links (by page key, text anchors only), with how often. */
function linkedPosts(read, pageUrl, posts, pageKey) {
  const counts = new Map();
  const ownKey = pageKey(pageUrl);
  for (const a of read.main.find('a[href]').toArray()) {
    const el = read.$(a);
    const href = el.attr('href').trim();
    const target = href.startsWith('#') ? null : parseUrl(href, pageUrl);
    if (target?.origin !== new URL(pageUrl).origin) continue;
    const key = pageKey(target.href);
    if (key === ownKey || !posts.has(key) || el.text().replace(/\s+/g, ' ').trim() === '') continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Checks the served half-linked blog against the original (base URLs): every post's text the
 * same, no link of a `hidden` pair ("sourceKey targetKey") in it, every other link to a post
 * there as often. Returns { posts, linksUnwrapped }.
 */
export async function checkHalfBlog({ original, half, hidden, harness, selectors }) {
  const { pageKey } = harness;
  const { posts } = await postsOf(original, harness);
  const served = await fetchAll(
    [...posts.values()].flatMap((page) => [page.url, at(page.url, half)]),
  );
  const problems = [];
  let linksUnwrapped = 0;
  let changed = 0;
  for (const [key, page] of posts) {
    const before = readPost(served.get(page.url), harness, selectors);
    const after = readPost(served.get(at(page.url, half)), harness, selectors);
    if (!before || !after) {
      problems.push(`${key}: no ${selectors.mainContent}`);
      continue;
    }
    if (!sameProse(after.text, before.text))
      problems.push(`${key}: the half-linked post's text differs`);
    const was = linkedPosts(before, page.url, posts, pageKey);
    const is = linkedPosts(after, at(page.url, half), posts, pageKey);
    let unwrapped = 0;
    for (const [target, count] of was) {
      const left = is.get(target) ?? 0;
      if (hidden.has(`${key} ${target}`)) {
        if (left > 0) problems.push(`${key}: ${left} links to ${target} (hidden) left`);
        unwrapped += count;
      } else if (left !== count) {
        problems.push(`${key}: ${left} links to ${target} (kept), ${count} in the original`);
      }
    }
    for (const target of is.keys()) {
      if (!was.has(target)) problems.push(`${key}: links ${target}, the original does not`);
    }
    linksUnwrapped += unwrapped;
    changed += unwrapped > 0 ? 1 : 0;
  }
  if (problems.length > 0) {
    throw new Failure(
      `the half-linked blog is not the original less its hidden pairs:\n${problems.slice(0, 10).join('\n')}`,
    );
  }
  return { posts: changed, linksUnwrapped };
}

function parseUrl(href, base) {
  try {
    return new URL(href.trim(), base);
  } catch {
    return null;
  }
}

function tally(values) {
  const out = {};
  for (const value of values) out[value] = (out[value] ?? 0) + 1;
  return out;
}
