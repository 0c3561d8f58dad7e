// Prepares an MkDocs book of the eval (an entry with `mkdocs: {...}`): its source documentation
// site prepared by the harness, written as an MkDocs project (book-to-mkdocs.mjs), built by
// Debian's `mkdocs`, and what it built prepared by the harness's lib/prepare.mjs like a manual's
// HTML tree (the stripped variant and the ground truth come from the built pages). Built again
// only when the project or the way it is made changes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { harness, readJson, sitesDir } from '../context.mjs';
import { installPackages } from '../debian-packages.mjs';
import { harnessHelpers } from '../harness.mjs';
import { mustRun } from '../processes.mjs';
import { bookPages, writeMkdocsProject } from './book-to-mkdocs.mjs';

/** The fingerprint of the project MkDocs (or Jekyll) builds: its files' names and contents. */
export function fingerprintOf(projectDir) {
  const hash = createHash('sha256');
  const files = fs.readdirSync(projectDir, { recursive: true }).map(String).sort();
  for (const file of files) {
    const full = path.join(projectDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes `site` ready to serve with serve.mjs. `prepareSource(name, config)` prepares a harness
 * site (evaluate-site.mjs's own preparation).
 */
export async function prepareMkdocsBook(site, config, { sites, prepareSource }) {
  const book = config.mkdocs;
  await installPackages(site, [config.package]);
  const sourceDir = path.join(sitesDir, book.source);
  if (!fs.existsSync(path.join(sourceDir, 'ground-truth.json'))) {
    await prepareSource(book.source, sites[book.source]);
  }
  const { loadHtml, pageKey } = await harnessHelpers();
  const buildDir = path.join(sitesDir, `${site}-build`);
  const projectDir = path.join(buildDir, 'project');
  writeMkdocsProject(projectDir, bookPages(sourceDir, sites[book.source], { loadHtml, pageKey }), {
    siteName: book.siteName,
    siteUrl: `http://127.0.0.1:${config.port}/`,
  });
  const fingerprint = fingerprintOf(projectDir);
  const fingerprintFile = path.join(sitesDir, site, 'book-fingerprint');
  if (
    fs.existsSync(path.join(sitesDir, site, 'ground-truth.json')) &&
    fs.existsSync(fingerprintFile) &&
    fs.readFileSync(fingerprintFile, 'utf8') === fingerprint
  ) {
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
  const source = readJson(path.join(sourceDir, 'site.json'));
  const version = `mkdocs ${stdout.trim()}, ${source.package} ${source.packageVersion}`;
  await mustRun(
    `prepare ${site}`,
    process.execPath,
    ['lib/prepare.mjs', site, '--src', built, '--version', version],
    { cwd: harness, env: { ...process.env, EVAL_SITES_DIR: sitesDir } },
  );
  fs.writeFileSync(fingerprintFile, fingerprint);
}
