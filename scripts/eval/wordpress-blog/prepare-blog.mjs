// Prepares and serves a WordPress site of the eval (an entry with `wordpress: {...}`): its source
// documentation site prepared by the harness, turned into a blog (book-to-blog.mjs), imported into
// one real WordPress per variant, and its ground truth read from the served blog. The half-linked
// variant (half-linked.mjs) is a third WordPress, made once the truth is known: the same posts
// imported with the links of the hidden (post, post) pairs unwrapped, checked against the
// original as served. Idempotent: a database built from the same posts, theme and import script
// is kept; one that is missing comes back from its SQL dump; only new content is imported again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preparedSource } from '../built-site.mjs';
import { Failure, readJson, root, sitesDir } from '../context.mjs';
import { hiddenPairsOf } from '../half-linked.mjs';
import { harnessHelpers } from '../harness.mjs';
import { installPackages } from '../debian-packages.mjs';
import { checkHalfBlog, readBlogTruth } from './blog-truth.mjs';
import { checkChrome } from './check-chrome.mjs';
import { bookToBlog } from './book-to-blog.mjs';
import { blogPages } from './blog-pages.mjs';
import {
  WORDPRESS_DIR,
  builtFingerprint,
  checkDatabaseServer,
  databaseName,
  dumpDatabase,
  importBlog,
  restoreDatabase,
  writeDocroot,
} from './wordpress-install.mjs';
import { serveWordpress } from './wordpress-server.mjs';

// The half-linked blog is made after these, from their truth (prepareHalfBlog).
const VARIANTS = ['stripped', 'original'];
const IMPORT_SCRIPT = path.join(root, 'scripts/eval/wordpress-blog/php/import-blog.php');
const TRUTH_SCRIPT = path.join(root, 'scripts/eval/wordpress-blog/blog-truth.mjs');

function wordpressVersion() {
  const file = path.join(WORDPRESS_DIR, 'wp-includes/version.php');
  return fs.existsSync(file)
    ? /\$wp_version = '([^']+)'/.exec(fs.readFileSync(file, 'utf8'))?.[1]
    : null;
}

/**
 * Makes `site` ready to serve: packages, source site, both databases and the truth files.
 * `prepareSource(name, config)` prepares a harness site (evaluate-site.mjs's own preparation).
 */
export async function prepareWordpressBlog(site, config, { sites, prepareSource }) {
  const started = performance.now();
  const blogConfig = config.wordpress;
  await installPackages('wordpress', blogConfig.packages);
  await checkDatabaseServer();
  const sourceDir = await preparedSource(blogConfig.source, sites, prepareSource);
  const helpers = await harnessHelpers();
  const book = bookToBlog(sourceDir, sites[blogConfig.source], blogConfig, helpers);
  const pages = blogPages(book.truth, blogConfig.readers);
  const shared = {
    title: blogConfig.title,
    tagline: blogConfig.tagline,
    owner: blogConfig.owner,
    theme: blogConfig.theme,
    authors: blogConfig.authors,
    categories: book.categories,
    pages,
  };
  const blogs = Object.fromEntries(
    VARIANTS.map((variant) => [
      variant,
      {
        ...shared,
        posts: book.posts.map(({ original, stripped, ...post }) => ({
          ...post,
          content: variant === 'original' ? original : stripped,
        })),
      },
    ]),
  );
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(blogs))
    .update(fs.readFileSync(IMPORT_SCRIPT))
    .update(String(wordpressVersion()))
    .digest('hex')
    .slice(0, 16);

  const dir = path.join(sitesDir, site);
  fs.mkdirSync(dir, { recursive: true });
  const built = [];
  for (const variant of VARIANTS) {
    const blog = { ...blogs[variant], fingerprint };
    if (await buildBlog(site, config, { dir, variant, blog, posts: book.posts.length })) {
      built.push(variant);
    }
  }

  // The truth is read again when the blog or the way it is read or written changes.
  const truthFingerprint = createHash('sha256')
    .update(fingerprint)
    .update(fs.readFileSync(TRUTH_SCRIPT))
    .update(fs.readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
  const siteFile = path.join(dir, 'site.json');
  if (fs.existsSync(siteFile) && readJson(siteFile).truthFingerprint === truthFingerprint) {
    const what =
      built.length > 0 ? `${built.join(' and ')} blog rebuilt` : 'both blogs as built before';
    console.log(`${site}: ${what}`);
  } else {
    await writeTruth(site, config, { dir, truthFingerprint, helpers, book, sources: sites });
  }
  await prepareHalfBlog(site, config, { dir, shared, helpers, blogConfig, sites, book });
  console.log(`${site}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Imports `blog` into the variant's database unless it holds that blog already (by its
 * fingerprint), from its SQL dump when there is one; true when the database was rebuilt.
 */
async function buildBlog(site, config, { dir, variant, blog, posts }) {
  const database = databaseName(site, variant);
  if ((await builtFingerprint(database)) === blog.fingerprint) return false;
  const docroot = path.join(dir, variant);
  const dump = path.join(dir, `${variant}-${blog.fingerprint}.sql`);
  const url = `http://127.0.0.1:${config.port}/`;
  writeDocroot(docroot, database, url);
  if (fs.existsSync(dump)) {
    console.log(`${site}: restoring the ${variant} blog from ${path.basename(dump)}`);
    await restoreDatabase(database, dump);
    return true;
  }
  console.log(`${site}: importing ${posts} posts into the ${variant} blog`);
  const blogFile = path.join(dir, `${variant}-blog.json`);
  fs.writeFileSync(blogFile, JSON.stringify(blog));
  const permalinks = await importBlog(docroot, database, blogFile);
  const permalinksFile = path.join(dir, 'permalinks.json');
  if (variant !== 'half') {
    fs.writeFileSync(permalinksFile, JSON.stringify(permalinks, null, 1));
  } else if (
    fs.existsSync(permalinksFile) &&
    JSON.stringify(permalinks) !== JSON.stringify(readJson(permalinksFile))
  ) {
    throw new Failure(`${site}: the half-linked blog's permalinks are not the original's`);
  }
  for (const old of fs
    .readdirSync(dir)
    .filter((file) => file.startsWith(`${variant}-`) && file.endsWith('.sql'))) {
    fs.rmSync(path.join(dir, old));
  }
  await dumpDatabase(database, dump);
  return true;
}

/**
 * The half-linked blog: every post of the original with the links of the pairs of posts that
 * half-linked.mjs hides (by the blog's ground truth) unwrapped, imported into a third database
 * and checked against the original as served: the same text, no hidden pair linked, every kept
 * pair linked as often. Checked again only when the blog or the truth changes.
 */
async function prepareHalfBlog(
  site,
  config,
  { dir, shared, helpers, blogConfig, sites, book: full },
) {
  const { pageKey } = helpers;
  const truth = readJson(path.join(dir, 'ground-truth.json'));
  const hidden = hiddenPairsOf(truth, pageKey);
  // Each post's address, as the importer wrote it (its slug's, when its list is missing).
  const permalinksFile = path.join(dir, 'permalinks.json');
  const permalinks = fs.existsSync(permalinksFile)
    ? readJson(permalinksFile)
    : Object.fromEntries(full.posts.map((post) => [post.key, `/${post.slug}/`]));
  const postKey = (sourceKey) => pageKey(new URL(permalinks[sourceKey], truth.baseUrl).href);
  const sourceDir = path.join(sitesDir, blogConfig.source);
  const book = bookToBlog(sourceDir, sites[blogConfig.source], blogConfig, helpers, {
    isHidden: (source, target) => hidden.has(`${postKey(source)} ${postKey(target)}`),
  });
  const blog = {
    ...shared,
    posts: book.posts.map(({ half, original: _original, stripped: _stripped, ...post }) => ({
      ...post,
      content: half,
    })),
  };
  blog.fingerprint = createHash('sha256')
    .update(JSON.stringify(blog))
    .update(fs.readFileSync(IMPORT_SCRIPT))
    .update(String(wordpressVersion()))
    .digest('hex')
    .slice(0, 16);
  const rebuilt = await buildBlog(site, config, {
    dir,
    variant: 'half',
    blog,
    posts: book.posts.length,
  });
  const stampFile = path.join(dir, 'half-linked.json');
  const stamp = createHash('sha256')
    .update(blog.fingerprint)
    .update(JSON.stringify(truth.links))
    .update(fs.readFileSync(TRUTH_SCRIPT))
    .digest('hex')
    .slice(0, 16);
  if (!rebuilt && fs.existsSync(stampFile) && readJson(stampFile).fingerprint === stamp) return;
  fs.rmSync(stampFile, { force: true });
  const stats = await besideOriginal(site, config, 'half', (original, half) =>
    checkHalfBlog({ original, half, hidden, harness: helpers, selectors: selectorsOf(config) }),
  );
  fs.writeFileSync(stampFile, JSON.stringify({ fingerprint: stamp, stats }, null, 1));
  console.log(
    `${site}: half-linked blog: ${hidden.size} pairs hidden, ${stats.linksUnwrapped} links unwrapped on ${stats.posts} posts`,
  );
}

async function writeTruth(site, config, { dir, truthFingerprint, helpers, book, sources }) {
  const firstPost = Object.values(readJson(path.join(dir, 'permalinks.json')))[0];
  const truth = await besideOriginal(site, config, 'stripped', async (original, stripped) => {
    for (const url of [original, stripped]) {
      await checkChrome(site, url, new URL(firstPost, url).href, helpers.loadHtml);
    }
    return readBlogTruth({
      original,
      stripped,
      baseUrl: `http://127.0.0.1:${config.port}/`,
      harness: helpers,
      selectors: selectorsOf(config),
    });
  });
  const source = sources[config.wordpress.source];
  const meta = {
    site,
    title: config.title,
    package: `wordpress ${wordpressVersion()} + ${book.truth.package}`,
    packageVersion: book.truth.packageVersion,
    generator: config.generator,
    source: {
      site: config.wordpress.source,
      title: source.title,
      truthPairs: book.truth.stats.truthPairs,
    },
    baseUrl: `http://127.0.0.1:${config.port}/`,
    port: config.port,
    sitemap: true,
    truthFingerprint,
    preparedAt: new Date().toISOString(),
    mainContent: { selector: config.mainContent, exclude: config.exclude },
    stats: truth.stats,
  };
  const write = (file, value) =>
    fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 1)}\n`);
  write('ground-truth.json', { ...meta, pages: truth.pages, links: truth.links });
  write('main-text.json', truth.mainText);
  write('site.json', meta);
  console.log(
    `${site}: ${truth.stats.contentPages} posts, ${truth.stats.truthPairs} (source, target) pairs of author links (${book.truth.stats.truthPairs} in ${config.wordpress.source}), ${truth.stats.htmlPages} pages in the sitemap`,
  );
  if (truth.stats.contentPages !== book.posts.length) {
    throw new Failure(
      `${site}: ${book.posts.length} posts imported, ${truth.stats.contentPages} in the sitemap`,
    );
  }
}

/** Where the theme puts a post's text and its title. */
const selectorsOf = (config) => ({
  mainContent: config.mainContent,
  exclude: config.exclude,
  postTitle: config.wordpress.postTitle,
});

// Ports of the blogs served while the eval builds them, above the site's own: the original, the
// stripped variant and the half-linked one.
const BUILD_PORTS = { original: 50, stripped: 51, half: 52 };

/** Serves the original blog and its `variant` side by side while `read(originalUrl, variantUrl)` runs. */
async function besideOriginal(site, config, variant, read) {
  const original = await serveWordpressBlog(site, 'original', config.port + BUILD_PORTS.original);
  try {
    const other = await serveWordpressBlog(site, variant, config.port + BUILD_PORTS[variant]);
    try {
      return await read(original.url, other.url);
    } finally {
      await other.stop();
    }
  } finally {
    await original.stop();
  }
}

/** Serves one variant of a prepared WordPress site of the eval on `port`. */
export function serveWordpressBlog(site, variant, port) {
  const docroot = path.join(sitesDir, site, variant);
  return serveWordpress(docroot, databaseName(site, variant), port, `the ${variant} ${site}`);
}
