// What builds the Docusaurus book, from npm (Docusaurus is no Debian package): Docusaurus 3 with
// its classic preset, and turndown to write the pages as Markdown, at exact versions, installed
// in the site's build folder (its own package.json and node_modules, never the repository's
// workspaces) and kept there: installed again only when the versions below change.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mustRun } from '../processes.mjs';

// Docusaurus 3.10 runs on Node 20 (engines: node >=20.0), React 19 as its template.
const PACKAGES = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  '@joplin/turndown-plugin-gfm': '1.0.68',
  '@mdx-js/react': '3.1.1',
  react: '19.2.9',
  'react-dom': '19.2.9',
  turndown: '7.2.5',
};

/** The package.json of the build folder: the packages above, pinned. */
const manifest = () =>
  `${JSON.stringify({ name: 'docusaurus-book', private: true, dependencies: PACKAGES }, null, 2)}\n`;

/** Installs the packages into `buildDir` unless they are there at these versions already. */
export async function installToolchain(site, buildDir) {
  const wanted = manifest();
  const installed = path.join(buildDir, 'node_modules', '.installed-package.json');
  if (fs.existsSync(installed) && fs.readFileSync(installed, 'utf8') === wanted) return;
  console.log(`${site}: installing Docusaurus and turndown (npm install in ${buildDir})`);
  fs.mkdirSync(buildDir, { recursive: true });
  fs.writeFileSync(path.join(buildDir, 'package.json'), wanted);
  await mustRun(`npm install in ${buildDir}`, 'npm', ['install', '--no-audit', '--no-fund'], {
    cwd: buildDir,
  });
  fs.writeFileSync(installed, wanted);
}

/** The installed toolchain: turndown's exports, the Docusaurus command and the versions. */
export function loadToolchain(buildDir) {
  const require = createRequire(path.join(buildDir, 'package.json'));
  const versionOf = (name) => require(`${name}/package.json`).version;
  return {
    TurndownService: require('turndown'),
    gfm: require('@joplin/turndown-plugin-gfm').gfm,
    docusaurus: path.join(buildDir, 'node_modules', '.bin', 'docusaurus'),
    versions: [
      `@docusaurus/preset-classic ${versionOf('@docusaurus/preset-classic')}`,
      `turndown ${versionOf('turndown')}`,
    ].join(', '),
  };
}
