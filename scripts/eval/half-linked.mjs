// The half-linked variant: the published site with a deterministic half of its authors' prose
// links taken out (every link of a chosen (source, target) pair together, chosen by a hash of
// the pair), as a customer's site that links some of what it should. Built from the original
// variant's crawl (the links' words stay in the text, as when the harness strips a link),
// analysed with the product's defaults and scored on the hidden half alone.
import fs from 'node:fs';
import path from 'node:path';
import { evalDir, readJson, sitesDir } from './context.mjs';

/** FNV-1a of the pair: the same half on every run and machine. */
function hashOf(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const isHiddenPair = (pair) => hashOf(pair) % 2 === 0;

/**
 * Writes the half-linked variant's crawl and ground truth (the hidden half's links only) from
 * the original's crawl; returns their files and the hidden pairs.
 */
export function writeHalfLinked(site, truth, pageKey) {
  const pairId = (source, target) => `${pageKey(source)} ${pageKey(target)}`;
  const hidden = new Set(
    truth.links.map((link) => pairId(link.source, link.target)).filter(isHiddenPair),
  );
  const isHidden = (source, href) => hidden.has(pairId(source, href));
  const original = readJson(path.join(evalDir, `${site}-original-pages.json`));
  const half = original.map((page) => ({
    ...page,
    links: page.links.filter((link) => link.placement !== 'main' || !isHidden(page.url, link.href)),
    blocks: page.blocks.map((block) => ({
      ...block,
      links: block.links.filter((link) => !isHidden(page.url, link.href)),
    })),
  }));
  const pages = path.join(evalDir, `${site}-half-pages.json`);
  fs.writeFileSync(pages, JSON.stringify(half));
  const truthFile = path.join(sitesDir, site, 'ground-truth-half.json');
  fs.writeFileSync(
    truthFile,
    JSON.stringify({
      ...truth,
      links: truth.links.filter((link) => hidden.has(pairId(link.source, link.target))),
    }),
  );
  return { pages, truthFile, hidden };
}
