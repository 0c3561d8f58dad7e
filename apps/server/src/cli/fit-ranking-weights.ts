// `node --import tsx apps/server/src/cli/fit-ranking-weights.ts --evidence FILE... --out FILE`:
// the weights of the evidence fitted on the sites of label-evidence.ts (`fitPooledWeights`: each
// site weighing the same), as JSON { weight: value }. The eval gives it every developer site but
// the one it scores and that site's source (leave-one-source-out).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CandidateFeatures, EvidenceGroup, FeatureWeights } from '@linkloom/engine';
import { fitPooledWeights, RANKING_WEIGHTS } from '@linkloom/engine';
import type { EvidenceFile } from './label-evidence';

const { values } = parseArgs({
  options: {
    evidence: { type: 'string', multiple: true, default: [] },
    out: { type: 'string' },
  },
});
if (!values.out || values.evidence.length === 0) {
  console.error('Usage: fit-ranking-weights.ts --evidence FILE... --out FILE');
  process.exit(2);
}

function groupsOf(file: EvidenceFile): EvidenceGroup[] {
  return file.groups.map(([hit, mentions]) => ({
    hit: hit === 1,
    mentions: mentions.map(
      (row) => Object.fromEntries(file.keys.map((key, i) => [key, row[i]])) as CandidateFeatures,
    ),
  }));
}

const files = values.evidence.map((file) => JSON.parse(readFileSync(file, 'utf8')) as EvidenceFile);
const keys = Object.keys(RANKING_WEIGHTS) as Array<keyof CandidateFeatures>;
const weights: FeatureWeights = fitPooledWeights(files.map(groupsOf), keys);
const sites = files.map((file) => file.site);
writeFileSync(values.out, `${JSON.stringify(weights)}\n`);
console.error(`fit-ranking-weights: ${sites.join(', ')} → ${values.out}`);
