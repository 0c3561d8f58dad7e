// Prepares a Jekyll blog of the eval (an entry with `jekyll: {...}`): its source documentation
// site prepared by the harness, written as a Jekyll project on the minima theme
// (book-to-jekyll.mjs), built offline by Debian's `jekyll` (the theme and plugins are Debian's
// gems; no Gemfile, no bundler), and what it built prepared by the harness's lib/prepare.mjs like
// a manual's HTML tree (the stripped variant and the ground truth come from the built posts).
// Built again only when the project or the way it is made changes, as the MkDocs book.
import fs from 'node:fs';
import path from 'node:path';
import {
  isBuiltFrom,
  prepareBuiltSite,
  preparedSource,
  projectFingerprint,
} from '../built-site.mjs';
import { Failure, sitesDir } from '../context.mjs';
import { installPackages } from '../debian-packages.mjs';
import { harnessHelpers } from '../harness.mjs';
import { mustRun } from '../processes.mjs';
import { blogPosts, writeJekyllProject } from './book-to-jekyll.mjs';

/** The installed versions of `packages`, as "name version, name version". */
async function versionsOf(packages) {
  const { stdout } = await mustRun('dpkg-query', 'dpkg-query', [
    '-W',
    '-f=${Package} ${Version}\n',
    ...packages,
  ]);
  return stdout.trim().split('\n').join(', ');
}

/** Fails unless Jekyll wrote every post where the blog's links point. */
function checkPostsBuilt(built, posts) {
  const missing = posts.filter((post) => !fs.existsSync(path.join(built, post.url)));
  if (missing.length > 0) {
    throw new Failure(
      `Jekyll did not write ${missing.length} posts where the links point, e.g. ${missing[0].url}`,
    );
  }
}

/**
 * Fails when the home page links a post other than by its title: the excerpts it shows would
 * give the posts' links away on the stripped variant, which strips the posts' text only.
 */
function checkHomeLinks(built, posts, loadHtml) {
  const $ = loadHtml(fs.readFileSync(path.join(built, 'index.html'), 'utf8'));
  const urls = new Set(posts.map((post) => post.url));
  const extra = $('a[href]')
    .toArray()
    .filter((a) => urls.has($(a).attr('href')) && !$(a).hasClass('post-link'));
  if (extra.length > 0) {
    throw new Failure(`the home page links ${extra.length} posts outside their titles`);
  }
}

/**
 * Makes `site` ready to serve with serve.mjs. `prepareSource(name, config)` prepares a harness
 * site (evaluate-site.mjs's own preparation).
 */
export async function prepareJekyllBlog(site, config, { sites, prepareSource }) {
  const jekyll = config.jekyll;
  await installPackages(site, jekyll.packages);
  const sourceDir = await preparedSource(jekyll.source, sites, prepareSource);
  const { loadHtml, pageKey } = await harnessHelpers();
  const buildDir = path.join(sitesDir, `${site}-build`);
  const projectDir = path.join(buildDir, 'project');
  const blog = blogPosts(sourceDir, sites[jekyll.source], jekyll.include, { loadHtml, pageKey });
  writeJekyllProject(projectDir, blog, {
    siteName: jekyll.siteName,
    siteUrl: `http://127.0.0.1:${config.port}`,
  });
  const fingerprint = projectFingerprint(site, 'blog-fingerprint', projectDir);
  if (isBuiltFrom(site, fingerprint)) {
    console.log(`${site}: the blog as built before`);
    return;
  }
  console.log(`${site}: building the Jekyll blog of ${jekyll.source} (${blog.posts.length} posts)`);
  const built = path.join(buildDir, 'site');
  const args = ['build', '--quiet', '--disable-disk-cache'];
  args.push('--source', projectDir, '--destination', built);
  await mustRun('jekyll build', 'jekyll', args, { cwd: projectDir });
  checkPostsBuilt(built, blog.posts);
  checkHomeLinks(built, blog.posts, loadHtml);
  await prepareBuiltSite(site, {
    built,
    sourceDir,
    versions: await versionsOf(jekyll.packages),
    args: ['--sitemap', 'no'],
    fingerprint,
  });
}
