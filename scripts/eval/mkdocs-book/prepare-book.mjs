// Prepares an MkDocs book of the eval (an entry with `mkdocs: {...}`): its source documentation
// site prepared by the harness, written as an MkDocs project (book-to-mkdocs.mjs), built by
// Debian's `mkdocs`, and what it built prepared by the harness's lib/prepare.mjs like a manual's
// HTML tree (the stripped variant and the ground truth come from the built pages). Built again
// only when the project or the way it is made changes.
import path from 'node:path';
import {
  isBuiltFrom,
  prepareBuiltSite,
  preparedSource,
  projectFingerprint,
} from '../built-site.mjs';
import { sitesDir } from '../context.mjs';
import { installPackages } from '../debian-packages.mjs';
import { harnessHelpers } from '../harness.mjs';
import { mustRun } from '../processes.mjs';
import { bookPages, writeMkdocsProject } from './book-to-mkdocs.mjs';

/**
 * Makes `site` ready to serve with serve.mjs. `prepareSource(name, config)` prepares a harness
 * site (evaluate-site.mjs's own preparation).
 */
export async function prepareMkdocsBook(site, config, { sites, prepareSource }) {
  const book = config.mkdocs;
  await installPackages(site, [config.package]);
  const sourceDir = await preparedSource(book.source, sites, prepareSource);
  const { loadHtml, pageKey } = await harnessHelpers();
  const buildDir = path.join(sitesDir, `${site}-build`);
  const projectDir = path.join(buildDir, 'project');
  writeMkdocsProject(projectDir, bookPages(sourceDir, sites[book.source], { loadHtml, pageKey }), {
    siteName: book.siteName,
    siteUrl: `http://127.0.0.1:${config.port}/`,
  });
  const fingerprint = projectFingerprint(site, 'book-fingerprint', projectDir);
  if (isBuiltFrom(site, fingerprint)) {
    console.log(`${site}: the book as built before`);
    return;
  }
  console.log(`${site}: building the MkDocs book of ${book.source}`);
  const built = path.join(buildDir, 'site');
  await mustRun('mkdocs build', 'mkdocs', ['build', '--quiet', '--clean', '--site-dir', built], {
    cwd: projectDir,
  });
  const { stdout } = await mustRun('dpkg-query', 'dpkg-query', [
    '-W',
    '-f=${Version}',
    config.package,
  ]);
  await prepareBuiltSite(site, {
    built,
    sourceDir,
    versions: `mkdocs ${stdout.trim()}`,
    fingerprint,
  });
}
