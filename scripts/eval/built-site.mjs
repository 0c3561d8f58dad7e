// What the sites the eval builds with a generator from another site's pages share (the MkDocs
// book, the Jekyll blog; the WordPress blogs the first step): the source prepared first, the
// project built again only when it changed (by a fingerprint of its files), and what was built
// prepared by the harness's lib/prepare.mjs like a manual's HTML tree (the stripped variant and
// the ground truth come from the built pages).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { harness, readJson, sitesDir } from './context.mjs';
import { mustRun } from './processes.mjs';

/** The fingerprint of the project a generator builds: its files' names and contents. */
export function fingerprintOf(projectDir) {
  const hash = createHash('sha256');
  const files = fs.readdirSync(projectDir, { recursive: true }).map(String).sort();
  for (const file of files) {
    const full = path.join(projectDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The prepared source site's folder, prepared first when it is not (`prepareSource(name, config)`). */
export async function preparedSource(name, sites, prepareSource) {
  const sourceDir = path.join(sitesDir, name);
  if (!fs.existsSync(path.join(sourceDir, 'ground-truth.json'))) {
    await prepareSource(name, sites[name]);
  }
  return sourceDir;
}

/** The fingerprint of `site`'s project (`{ file, value }`): where it is kept, and what it is now. */
export function projectFingerprint(site, fileName, projectDir) {
  return { file: path.join(sitesDir, site, fileName), value: fingerprintOf(projectDir) };
}

/** Whether `site` was prepared from its project as it is now. */
export function isBuiltFrom(site, fingerprint) {
  return (
    fs.existsSync(path.join(sitesDir, site, 'ground-truth.json')) &&
    fs.existsSync(fingerprint.file) &&
    fs.readFileSync(fingerprint.file, 'utf8') === fingerprint.value
  );
}

/**
 * Prepares what the generator built (`built`) as the harness site `site`, the source's package
 * named after the generator's `versions`, and keeps the project's fingerprint for next time.
 */
export async function prepareBuiltSite(
  site,
  { built, sourceDir, versions, args = [], fingerprint },
) {
  const source = readJson(path.join(sourceDir, 'site.json'));
  const version = `${versions}, ${source.package} ${source.packageVersion}`;
  await mustRun(
    `prepare ${site}`,
    process.execPath,
    ['lib/prepare.mjs', site, '--src', built, '--version', version, ...args],
    { cwd: harness, env: { ...process.env, EVAL_SITES_DIR: sitesDir } },
  );
  fs.writeFileSync(fingerprint.file, fingerprint.value);
}
