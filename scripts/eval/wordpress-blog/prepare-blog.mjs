// Prepares and serves a WordPress site of the eval (an entry with `wordpress: {...}`): its source
// documentation site prepared by the harness, turned into a blog (book-to-blog.mjs), imported into
// one real WordPress per variant, and its ground truth read from the served blog. Idempotent: a
// database built from the same posts, theme and import script is kept; one that is missing comes
// back from its SQL dump; only new content is imported again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Failure, readJson, root, sitesDir } from '../context.mjs';
import { harnessHelpers } from '../harness.mjs';
import { installPackages } from '../debian-packages.mjs';
import { MAIN_CONTENT, readBlogTruth } from './blog-truth.mjs';
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
  const sourceDir = path.join(sitesDir, blogConfig.source);
  if (!fs.existsSync(path.join(sourceDir, 'ground-truth.json'))) {
    await prepareSource(blogConfig.source, sites[blogConfig.source]);
  }
  const helpers = await harnessHelpers();
  const book = bookToBlog(sourceDir, sites[blogConfig.source], helpers);
  const pages = blogPages(book.truth);
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
    const database = databaseName(site, variant);
    if ((await builtFingerprint(database)) === fingerprint) continue;
    const docroot = path.join(dir, variant);
    const dump = path.join(dir, `${variant}-${fingerprint}.sql`);
    const url = `http://127.0.0.1:${config.port}/`;
    writeDocroot(docroot, database, url);
    if (fs.existsSync(dump)) {
      console.log(`${site}: restoring the ${variant} blog from ${path.basename(dump)}`);
      await restoreDatabase(database, dump);
    } else {
      console.log(`${site}: importing ${book.posts.length} posts into the ${variant} blog`);
      const blogFile = path.join(dir, `${variant}-blog.json`);
      fs.writeFileSync(blogFile, JSON.stringify({ ...blogs[variant], fingerprint }));
      const permalinks = await importBlog(docroot, database, blogFile);
      fs.writeFileSync(path.join(dir, 'permalinks.json'), JSON.stringify(permalinks, null, 1));
      for (const old of fs
        .readdirSync(dir)
        .filter((f) => f.startsWith(`${variant}-`) && f.endsWith('.sql'))) {
        fs.rmSync(path.join(dir, old));
      }
      await dumpDatabase(database, dump);
    }
    built.push(variant);
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
    console.log(
      `${site}: ${what}, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return;
  }
  await writeTruth(site, config, { dir, truthFingerprint, helpers, book, sources: sites });
  console.log(`${site}: prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function writeTruth(site, config, { dir, truthFingerprint, helpers, book, sources }) {
  const offset = 50;
  const original = await serveWordpressBlog(site, 'original', config.port + offset);
  let truth;
  try {
    const stripped = await serveWordpressBlog(site, 'stripped', config.port + offset + 1);
    try {
      truth = await readBlogTruth({
        original: original.url,
        stripped: stripped.url,
        baseUrl: `http://127.0.0.1:${config.port}/`,
        harness: helpers,
      });
    } finally {
      await stripped.stop();
    }
  } finally {
    await original.stop();
  }
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
    mainContent: { selector: MAIN_CONTENT, exclude: ['pre'] },
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

/** Serves one variant of a prepared WordPress site of the eval on `port`. */
export function serveWordpressBlog(site, variant, port) {
  const docroot = path.join(sitesDir, site, variant);
  return serveWordpress(docroot, databaseName(site, variant), port, `the ${variant} ${site}`);
}
