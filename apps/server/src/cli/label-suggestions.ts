// `node --import tsx apps/server/src/cli/label-suggestions.ts --out FILE --site NAME --pages
// STRIPPED-PAGES.json --truth ground-truth.json [--weights WEIGHTS.json]`: every suggestion the engine makes on a site
// with no cut-off, labelled against its ground truth (`labelSuggestions`), as { NAME: site }:
// what scripts/cutoff-study.ts compares cut-offs on, and what calibrate-developer-sites.ts
// pools (--labelled) without running the engine again. --weights: scored with those weights
// (the eval's, fitted without the site's source) instead of the engine's.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { FeatureWeights, PageText } from '@linkloom/engine';
import { labelSuggestions } from './labelled-suggestions';
import type { GroundTruth } from './labelled-suggestions';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    site: { type: 'string' },
    pages: { type: 'string' },
    truth: { type: 'string' },
    weights: { type: 'string' },
  },
});
if (!values.out || !values.site || !values.pages || !values.truth) {
  console.error(
    'Usage: label-suggestions.ts --out FILE --site NAME --pages PAGES.json --truth ground-truth.json',
  );
  process.exit(2);
}
const crawled = JSON.parse(readFileSync(values.pages, 'utf8')) as PageText[];
const truth = JSON.parse(readFileSync(values.truth, 'utf8')) as GroundTruth;
const weights = values.weights
  ? (JSON.parse(readFileSync(values.weights, 'utf8')) as FeatureWeights)
  : undefined;
const labelled = labelSuggestions(crawled, truth, weights);
writeFileSync(
  values.out,
  JSON.stringify({
    [values.site]: {
      ...labelled,
      truth: { package: truth.package, packageVersion: truth.packageVersion },
    },
  }),
);
console.error(`${values.site}: ${labelled.suggestions.length} suggestions labelled`);
