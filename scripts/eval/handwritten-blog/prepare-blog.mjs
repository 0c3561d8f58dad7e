// Prepares the hand-written blog (an entry with `handwritten: {...}`): its HTML tree written by
// build-blog.mjs from the posts kept here, then prepared by the harness's lib/prepare.mjs like a
// manual's tree (the ground truth: the posts' explicit references to other posts). Written and
// prepared again only when the posts or the theme change.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintOf, isBuiltFrom } from '../built-site.mjs';
import { harness, sitesDir } from '../context.mjs';
import { mustRun } from '../processes.mjs';
import { buildBlog } from './build-blog.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Makes `site` ready to serve with serve.mjs. */
export async function prepareHandwrittenBlog(site, config) {
  const built = path.join(sitesDir, `${site}-build`, 'site');
  const { posts } = buildBlog(built);
  // The posts, the theme and the builder make the blog: any change to them builds it again.
  const fingerprint = {
    file: path.join(sitesDir, site, 'blog-fingerprint'),
    value: `${fingerprintOf(here)}-${fingerprintOf(built)}`,
  };
  if (isBuiltFrom(site, fingerprint)) {
    console.log(`${site}: the blog as built before`);
    return;
  }
  console.log(`${site}: writing the hand-written blog (${posts.length} posts)`);
  const args = [site, '--src', built, '--version', `hand-written ${fingerprint.value}`];
  args.push('--sitemap', config.sitemap ? 'yes' : 'no');
  await mustRun(`prepare ${site}`, process.execPath, ['lib/prepare.mjs', ...args], {
    cwd: harness,
    env: { ...process.env, EVAL_SITES_DIR: sitesDir },
  });
  fs.writeFileSync(fingerprint.file, fingerprint.value);
}
