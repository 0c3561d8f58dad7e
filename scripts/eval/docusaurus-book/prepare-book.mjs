// Prepares a Docusaurus book of the eval (an entry with `docusaurus: {...}`): its source
// documentation site prepared by the harness, Docusaurus and turndown installed from npm in the
// site's build folder (toolchain.mjs), the book written as a Docusaurus project
// (book-to-docusaurus.mjs) under it and built offline, and what it built prepared by the
// harness's lib/prepare.mjs like a manual's HTML tree (the stripped variant and the ground truth
// come from the built docs). Built again only when the project or the way it is made changes, as
// the MkDocs book.
import fs from 'node:fs';
import path from 'node:path';
import {
  isBuiltFrom,
  prepareBuiltSite,
  preparedSource,
  projectFingerprint,
} from '../built-site.mjs';
import { Failure, sitesDir } from '../context.mjs';
import { harnessHelpers } from '../harness.mjs';
import { bookPages } from '../mkdocs-book/book-to-mkdocs.mjs';
import { mustRun } from '../processes.mjs';
import { writeDocusaurusProject } from './book-to-docusaurus.mjs';
import { markdownConverter } from './html-to-markdown.mjs';
import { installToolchain, loadToolchain } from './toolchain.mjs';

/** The pages of the book (`slugs`) that the links in `main` point at, as paths: /slug/. */
function bookLinksOf($, main, pageUrl, slugs) {
  const paths = main
    .find('a[href]')
    .toArray()
    .map((a) => new URL($(a).attr('href'), pageUrl).pathname);
  return new Set(paths.filter((pathname) => slugs.has(pathname.replace(/^\/|\/$/g, ''))));
}

/**
 * Fails unless Docusaurus wrote every doc where the book's links point, and its main content
 * (`mainContent`) links every page of the book the source page's text does: a link the Markdown
 * lost would be missing from the ground truth.
 */
function checkDocsBuilt(built, book, mainContent, loadHtml) {
  const slugs = new Set(book.pages.map((page) => page.slug));
  const lost = [];
  for (const page of book.pages) {
    const file = path.join(built, page.slug, 'index.html');
    if (!fs.existsSync(file)) {
      throw new Failure(`Docusaurus did not write ${page.slug}/index.html`);
    }
    const pageUrl = `http://book.invalid/${page.slug}/`;
    const source = loadHtml(`<div>${page.html}</div>`);
    const $ = loadHtml(fs.readFileSync(file, 'utf8'));
    const builtLinks = bookLinksOf($, $(mainContent).first(), pageUrl, slugs);
    for (const target of bookLinksOf(source, source('div').first(), pageUrl, slugs)) {
      if (!builtLinks.has(target)) lost.push(`${page.slug} → ${target}`);
    }
  }
  if (lost.length > 0) {
    throw new Failure(`the built docs lost ${lost.length} links of the book, e.g. ${lost[0]}`);
  }
}

/**
 * Makes `site` ready to serve with serve.mjs. `prepareSource(name, config)` prepares a harness
 * site (evaluate-site.mjs's own preparation).
 */
export async function prepareDocusaurusBook(site, config, { sites, prepareSource }) {
  const docusaurus = config.docusaurus;
  const buildDir = path.join(sitesDir, `${site}-build`);
  await installToolchain(site, buildDir);
  const toolchain = loadToolchain(buildDir);
  const sourceDir = await preparedSource(docusaurus.source, sites, prepareSource);
  const { loadHtml, pageKey } = await harnessHelpers();
  const projectDir = path.join(buildDir, 'project');
  const book = bookPages(sourceDir, sites[docusaurus.source], { loadHtml, pageKey });
  writeDocusaurusProject(projectDir, book, {
    siteName: docusaurus.siteName,
    siteUrl: `http://127.0.0.1:${config.port}`,
    toMarkdown: markdownConverter(toolchain),
    versions: toolchain.versions,
  });
  const fingerprint = projectFingerprint(site, 'book-fingerprint', projectDir);
  if (isBuiltFrom(site, fingerprint)) {
    console.log(`${site}: the book as built before`);
    return;
  }
  console.log(`${site}: building the Docusaurus book of ${docusaurus.source}`);
  const built = path.join(buildDir, 'site');
  fs.rmSync(built, { recursive: true, force: true });
  // No update check against the npm registry; the build itself fetches nothing.
  await mustRun(
    'docusaurus build',
    toolchain.docusaurus,
    ['build', projectDir, '--out-dir', built],
    {
      cwd: buildDir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  checkDocsBuilt(built, book, config.mainContent, loadHtml);
  await prepareBuiltSite(site, {
    built,
    sourceDir,
    versions: toolchain.versions,
    fingerprint,
  });
}
