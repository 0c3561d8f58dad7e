// The half-linked variant: the published site with a deterministic half of its authors' prose
// links taken out (every link of a chosen (source, target) pair together, chosen by a hash of
// the pair), as a customer's site that links some of what it should. It is served as HTML and
// crawled through the product like the other variants, and scored on the hidden half alone.
//
// The tree: EVAL_SITES_DIR/SITE/half/, the original/ tree with exactly the hidden pairs'
// ground-truth anchors unwrapped (tag removed, text kept), found as the harness's lib/prepare.mjs
// finds them for stripped/ (the <a href> inside the site's main content, less its `exclude`,
// whose target is another content page and whose text is not empty), and removed with its
// `unwrap`; an image-only or emptied anchor to a hidden pair's target goes too, as in stripped/.
// Checked before it is served: every page's main text is the original's, no hidden pair is
// linked from the text, and every kept pair is linked as often as in the original. Served by the
// harness's serve.mjs (which serves SITE/original or SITE/stripped) from a sites folder of its own,
// EVAL_SITES_DIR/.half-served/SITE/original → ../../SITE/half.
//
// The sites built from another one: `mkbook` and `jkblog` are trees prepared by lib/prepare.mjs
// from what MkDocs and Jekyll built, so they are made here like the manuals; a WordPress blog's
// is a third WordPress (its own database, its posts imported with the kept links only:
// wordpress-blog/prepare-blog.mjs).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Failure, harness as harnessDir, readJson, sitesDir } from './context.mjs';

/**
 * Whether the pair's links are hidden: a bit of the pair's SHA-256, the same half on every run and
 * machine. (FNV-1a's lowest bit, used before, is the parity of the text's odd character codes, so
 * every source of one parity hid the same targets.)
 */
export const isHiddenPair = (pair) =>
  createHash('sha256').update(pair).digest().readUInt32BE(0) % 2 === 0;

/** The pairs of the ground truth hidden in the half-linked variant, as `sourceKey targetKey`. */
export function hiddenPairsOf(truth, pageKey) {
  return new Set(
    truth.links
      .map((link) => `${pageKey(link.source)} ${pageKey(link.target)}`)
      .filter(isHiddenPair),
  );
}

/** Writes SITE/ground-truth-half.json: the ground truth with the hidden pairs' links alone. */
export function writeHalfTruth(site, truth, hidden, pageKey) {
  const truthFile = path.join(sitesDir, site, 'ground-truth-half.json');
  const links = truth.links.filter((link) =>
    hidden.has(`${pageKey(link.source)} ${pageKey(link.target)}`),
  );
  fs.writeFileSync(truthFile, JSON.stringify({ ...truth, links }));
  return truthFile;
}

const outermost = (nodes) => {
  const set = new Set(nodes);
  return nodes.filter((node) => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (set.has(parent)) return false;
    }
    return true;
  });
};

/**
 * A content page's main text and the links in it, as lib/prepare.mjs reads them: each with its
 * tag ranges in `html`, its target's page key and `truth` (a ground-truth link) or `textless`
 * (no text, to a content page). `roles`: every page's role by key.
 */
export function readContentPage(html, { pageUrl, site, roles, harness }) {
  const { loadHtml, blockLines, pageKey } = harness;
  const $ = loadHtml(html, { locations: true });
  const roots = outermost($(site.mainContent).toArray());
  if (roots.length === 0) return null;
  if (site.exclude.length > 0) $(roots).find(site.exclude.join(', ')).remove();
  const ownKey = pageKey(pageUrl);
  const origin = new URL(pageUrl).origin;
  const links = [];
  for (const a of $(roots).find('a[href]').toArray()) {
    const location = a.sourceCodeLocation;
    const href = $(a).attr('href').trim();
    if (!location?.startTag || href.startsWith('#')) continue;
    let target;
    try {
      target = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (target.origin !== origin) continue;
    const targetKey = pageKey(target.href);
    if (targetKey === ownKey || roles.get(targetKey) !== 'content') continue;
    const tagRanges = [[location.startTag.startOffset, location.startTag.endOffset]];
    if (location.endTag) tagRanges.push([location.endTag.startOffset, location.endTag.endOffset]);
    const anchor = $(a).text().replace(/\s+/g, ' ').trim();
    links.push({ targetKey, tagRanges, truth: anchor !== '', textless: anchor === '' });
  }
  return { text: blockLines(roots).join('\n'), links };
}

/**
 * One page of the half tree: `html` with the hidden pairs' anchors unwrapped. `isHidden(targetKey)`
 * says whether the pair of this page and that target is hidden. Returns the page's new HTML and
 * how many anchors went, or null when the page has no main content.
 */
export function halfPageOf(html, { pageUrl, site, roles, isHidden, harness, unwrap }) {
  const page = readContentPage(html, { pageUrl, site, roles, harness });
  if (!page) return null;
  const hiddenTargets = new Set(
    page.links
      .filter((link) => link.truth && isHidden(link.targetKey))
      .map((link) => link.targetKey),
  );
  const gone = page.links.filter((link) => hiddenTargets.has(link.targetKey));
  return {
    html:
      gone.length > 0
        ? unwrap(
            html,
            gone.flatMap((link) => link.tagRanges),
          )
        : html,
    unwrapped: gone.length,
  };
}

/**
 * Compares a half page with its original: the same main text, no hidden pair linked from it,
 * every kept pair linked as many times. Returns the problems found.
 */
export function checkHalfPage(original, half, { pageUrl, site, roles, isHidden, harness }) {
  const before = readContentPage(original, { pageUrl, site, roles, harness });
  const after = readContentPage(half, { pageUrl, site, roles, harness });
  if (!before || !after) return before || after ? ['main content found in one variant only'] : [];
  const problems = [];
  if (after.text !== before.text) problems.push('main text changed');
  const count = (page, wanted) =>
    page.links.filter((link) => link.truth && wanted(link.targetKey)).length;
  const hiddenLeft = count(after, isHidden);
  if (hiddenLeft > 0) problems.push(`hidden pairs still linked (${hiddenLeft} links)`);
  const targets = new Set(before.links.filter((link) => link.truth).map((link) => link.targetKey));
  for (const target of targets) {
    if (isHidden(target)) continue;
    const was = count(before, (key) => key === target);
    const is = count(after, (key) => key === target);
    if (is !== was) problems.push(`kept pair to ${target}: ${is} links, ${was} in the original`);
  }
  return problems;
}

const fileOf = (dir, url) =>
  path.join(dir, decodeURIComponent(new URL(url).pathname).replace(/\/$/, '/index.html'));

/**
 * Writes SITE/half/ from SITE/original/ (a site prepared by the harness's lib/prepare.mjs) and
 * checks it; kept as it is while the ground truth and this file are unchanged. `harness`: its
 * loadHtml, blockLines, pageKey and unwrap. Returns what was unwrapped.
 */
export function writeHalfTree(site, config, truth, hidden, harness) {
  const dir = path.join(sitesDir, site);
  const halfDir = path.join(dir, 'half');
  const stampFile = path.join(dir, 'half-linked.json');
  // Made again when the truth, this file or the harness's parser and unwrap change.
  const hash = createHash('sha256')
    .update(fs.readFileSync(path.join(dir, 'ground-truth.json')))
    .update(fs.readFileSync(fileURLToPath(import.meta.url)));
  for (const file of ['html.mjs', 'prepare.mjs'].map((name) =>
    path.join(harnessDir, 'lib', name),
  )) {
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  const fingerprint = hash.digest('hex').slice(0, 16);
  if (fs.existsSync(halfDir) && fs.existsSync(stampFile)) {
    const stamp = readJson(stampFile);
    if (stamp.fingerprint === fingerprint) return stamp.stats;
  }
  const { pageKey } = harness;
  const roles = new Map(truth.pages.map((page) => [pageKey(page.url), page.role]));
  fs.rmSync(stampFile, { force: true });
  fs.rmSync(halfDir, { recursive: true, force: true });
  fs.cpSync(path.join(dir, 'original'), halfDir, { recursive: true });
  const stats = { pages: 0, anchorsUnwrapped: 0, hiddenPairs: hidden.size };
  const problems = [];
  const linkedPairs = new Set();
  for (const page of truth.pages.filter((entry) => entry.role === 'content')) {
    const sourceKey = pageKey(page.url);
    const options = {
      pageUrl: page.url,
      site: config,
      roles,
      harness,
      isHidden: (targetKey) => hidden.has(`${sourceKey} ${targetKey}`),
    };
    const original = fs.readFileSync(fileOf(path.join(dir, 'original'), page.url), 'utf8');
    readContentPage(original, options)
      ?.links.filter((link) => link.truth)
      .forEach((link) => linkedPairs.add(`${sourceKey} ${link.targetKey}`));
    const half = halfPageOf(original, { ...options, unwrap: harness.unwrap });
    if (!half || half.unwrapped === 0) continue;
    fs.writeFileSync(fileOf(halfDir, page.url), half.html);
    stats.pages += 1;
    stats.anchorsUnwrapped += half.unwrapped;
    problems.push(
      ...checkHalfPage(original, half.html, options).map((problem) => `${sourceKey}: ${problem}`),
    );
  }
  // The pairs read here must be the harness's, or the half would not be the truth's half.
  const truthPairs = new Set(
    truth.links.map((link) => `${pageKey(link.source)} ${pageKey(link.target)}`),
  );
  const unread = [...truthPairs].filter((pair) => !linkedPairs.has(pair));
  const unknown = [...linkedPairs].filter((pair) => !truthPairs.has(pair));
  if (unread.length > 0)
    problems.push(`${unread.length} ground-truth pairs not found, e.g. ${unread[0]}`);
  if (unknown.length > 0)
    problems.push(`${unknown.length} pairs not in the ground truth, e.g. ${unknown[0]}`);
  if (problems.length > 0) {
    throw new Failure(
      `the half-linked tree of ${site} is not the original less its hidden pairs:\n${problems.slice(0, 10).join('\n')}`,
    );
  }
  fs.writeFileSync(stampFile, JSON.stringify({ fingerprint, stats }, null, 1));
  return stats;
}

/**
 * The sites folder serve.mjs serves the half tree from: .half-served/SITE/original is a link to
 * SITE/half, beside that site's site.json.
 */
export function halfServingDir(site) {
  const servingDir = path.join(sitesDir, '.half-served');
  const siteDir = path.join(servingDir, site);
  fs.mkdirSync(siteDir, { recursive: true });
  fs.copyFileSync(path.join(sitesDir, site, 'site.json'), path.join(siteDir, 'site.json'));
  const link = path.join(siteDir, 'original');
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(path.join('..', '..', site, 'half'), link);
  return servingDir;
}
