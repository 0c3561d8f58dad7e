// `node --import tsx apps/server/src/cli/label-evidence.ts --site NAME --pages STRIPPED-PAGES.json
// --truth ground-truth.json --out FILE`: every target each page of a site may link to, with the
// evidence of each of its mentions there (`candidateGroups`) and whether the page's author
// linked it, labelled by URL path as score.mjs labels. What fit-ranking-weights.ts fits the
// engine's weights on, site by site, so that the eval can leave a site's source out.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CandidateFeatures, PageText } from '@linkloom/engine';
import { candidateGroups, RANKING_WEIGHTS } from '@linkloom/engine';
import { indexSite } from './index-site';
import type { GroundTruth } from './labelled-suggestions';
import { pageKey } from './page-key';

/** A site's evidence as written: each group `[hit, mentions]`, each mention its features in `keys` order. */
export type EvidenceFile = {
  site: string;
  keys: Array<keyof CandidateFeatures>;
  groups: Array<[0 | 1, number[][]]>;
};

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    site: { type: 'string' },
    pages: { type: 'string' },
    truth: { type: 'string' },
  },
});
if (!values.out || !values.site || !values.pages || !values.truth) {
  console.error(
    'Usage: label-evidence.ts --site NAME --pages PAGES.json --truth ground-truth.json --out FILE',
  );
  process.exit(2);
}
const crawled = JSON.parse(readFileSync(values.pages, 'utf8')) as PageText[];
const truth = JSON.parse(readFileSync(values.truth, 'utf8')) as GroundTruth;
const linkedKeys = new Map<string, Set<string>>();
for (const { source, target } of truth.links) {
  const [from, to] = [pageKey(source), pageKey(target)];
  if (from && to) {
    linkedKeys.set(from, (linkedKeys.get(from) ?? new Set()).add(to));
  }
}
const { index } = indexSite(crawled, crawled[0]!.url);
// The index's pages, not the crawl's: it leaves out what it cannot analyse, and numbers the rest.
const { pages } = index;
const keys = Object.keys(RANKING_WEIGHTS) as Array<keyof CandidateFeatures>;
const round = (value: number) => Math.round(value * 1e4) / 1e4;
const groups: EvidenceFile['groups'] = [];
pages.forEach((page, source) => {
  const wanted = linkedKeys.get(pageKey(page.url) ?? '') ?? new Set<string>();
  const linked = new Set(
    pages.flatMap((other, target) => (wanted.has(pageKey(other.url) ?? '') ? [target] : [])),
  );
  for (const { hit, mentions } of candidateGroups(index, source, linked)) {
    groups.push([hit ? 1 : 0, mentions.map((features) => keys.map((key) => round(features[key])))]);
  }
});
writeFileSync(
  values.out,
  JSON.stringify({ site: values.site, keys, groups } satisfies EvidenceFile),
);
const hits = groups.filter(([hit]) => hit === 1).length;
console.error(
  `${values.site}: ${groups.length} targets named on ${pages.length} pages, ${hits} linked`,
);
