// `node --import tsx apps/server/src/cli/label-suggestions.ts --out FILE (--site NAME --pages
// STRIPPED-PAGES.json --truth ground-truth.json)...`: every suggestion the engine makes on each
// site with no cut-off (8 per page, no passages), labelled against the site's ground truth, with
// what a cut-off policy may read of it (its page, its rank there, the page's words), for
// studying cut-offs leave-one-source-out without running the engine again.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { PageText } from '@linkloom/engine';
import { isNumberedReference, suggestLinks } from '@linkloom/engine';
import { indexSite } from './index-site';
import { pageKey } from './page-key';

type GroundTruth = { links: Array<{ source: string; target: string }> };

function labelled(crawled: PageText[], truth: GroundTruth) {
  const pairId = (source: string, target: string) => `${pageKey(source)} ${pageKey(target)}`;
  const truthPairs = new Set(truth.links.map((link) => pairId(link.source, link.target)));
  const { pages, index, clusterTargetsOf } = indexSite(crawled, crawled[0]!.url);
  const seen = new Set<string>();
  const suggestions = [];
  const words: Record<string, number> = {};
  for (const page of pages) {
    words[page.url] = page.wordCount;
    const found = suggestLinks(index, page.url, {
      maxSuggestionsPerPage: 8,
      minScore: 0,
      passages: false,
      clusterTargets: clusterTargetsOf.get(page.url),
    });
    found.forEach((suggestion, rank) => {
      const id = pairId(suggestion.sourceUrl, suggestion.targetUrl);
      if (seen.has(id)) {
        return;
      }
      seen.add(id);
      suggestions.push({
        source: page.url,
        target: suggestion.targetUrl,
        anchor: suggestion.anchorText,
        rank,
        score: suggestion.score,
        hit: truthPairs.has(id),
        numbered: isNumberedReference(index, suggestion),
        reason: suggestion.reasons[0] ?? '',
      });
    });
  }
  return { relevant: truthPairs.size, words, suggestions };
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    site: { type: 'string', multiple: true, default: [] },
    pages: { type: 'string', multiple: true, default: [] },
    truth: { type: 'string', multiple: true, default: [] },
  },
});
const sites: Record<string, ReturnType<typeof labelled>> = {};
values.site.forEach((name, i) => {
  const crawled = JSON.parse(readFileSync(values.pages[i]!, 'utf8')) as PageText[];
  const truth = JSON.parse(readFileSync(values.truth[i]!, 'utf8')) as GroundTruth;
  sites[name] = labelled(crawled, truth);
  console.error(`${name}: ${sites[name].suggestions.length} suggestions labelled`);
});
writeFileSync(values.out!, JSON.stringify(sites));
