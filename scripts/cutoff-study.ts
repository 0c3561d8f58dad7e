// `node --import tsx scripts/cutoff-study.ts LABELLED-FOLDER`: the product's cold calibration
// measured leave-one-source-out on every site's labelled suggestions (apps/server/src/cli/
// label-suggestions.ts, one file per site), in seconds instead of the eval's hour: each site's
// cut-off, confidence and precision range come from the pooled developer sites without itself
// and its source (`fallbackCalibration` with `leaveOut`, as `npm run eval` passes it), the
// cut-off set from the site's own candidates (all of them: the product reads up to 400 pages). F1 counts
// (source, target) pairs as ../shared/eval/score.mjs does, written passages left out; ECE in the
// product's five bands; "held": the quality card's range holds the site's measured precision.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fallbackCalibration } from '../packages/engine/src/calibrate/fallback';
import { confidenceOf } from '../packages/engine/src/calibrate/site-calibration';

type Row = { rank: number; score: number; hit: boolean; numbered: boolean };
type Site = { relevant: number; suggestions: Row[] };

const folder = process.argv[2]!;
const data: Record<string, Site> = Object.assign(
  {},
  ...readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8'))),
);
// The manual each built site was made of (scripts/eval/leave-out.mjs `leaveOutOf`).
const SOURCE: Record<string, string> = {
  wpblog: 'handbook',
  wpdjango: 'django',
  jkblog: 'django',
  mkbook: 'sphinx',
  dsbook: 'sphinx',
};

const f3 = (x: number) => x.toFixed(3);
const totals = { f1: 0, ece: 0, held: 0 };
console.log('| site | cut-off | F1 | precision | recall | ECE | range shown | held |');
console.log('|---|---|---|---|---|---|---|---|');
const names = Object.keys(data).sort();
for (const name of names) {
  const site = data[name]!;
  const calibration = fallbackCalibration(
    0,
    0.5,
    [name, SOURCE[name]].filter(Boolean) as string[],
    undefined,
    site.suggestions,
  );
  const kept = site.suggestions.filter(
    (row) =>
      row.score >= calibration.cutoff ||
      (row.rank === 0 && row.score >= calibration.pageBestCutoff),
  );
  const hits = kept.filter((row) => row.hit).length;
  const p = kept.length ? hits / kept.length : 0;
  const r = site.relevant ? hits / site.relevant : 0;
  const f1 = p + r ? (2 * p * r) / (p + r) : 0;
  const bands = Array.from({ length: 5 }, () => ({ n: 0, confidence: 0, hits: 0 }));
  for (const row of kept) {
    const curve = row.numbered ? calibration.numberedCurve : calibration.curve;
    const confidence = confidenceOf({ curve }, row.score);
    const band = bands[Math.min(4, Math.floor(confidence * 5))]!;
    band.n += 1;
    band.confidence += confidence;
    band.hits += row.hit ? 1 : 0;
  }
  const ece = bands.reduce(
    (sum, b) => sum + (b.n ? (b.n / kept.length) * Math.abs((b.confidence - b.hits) / b.n) : 0),
    0,
  );
  const [low, high] = calibration.precisionRange;
  const held = p >= low && p <= high;
  totals.f1 += f1;
  totals.ece += ece;
  totals.held += held ? 1 : 0;
  console.log(
    `| ${name} | ${f3(calibration.cutoff)} | **${f3(f1)}** | ${f3(p)} | ${f3(r)} | ${f3(ece)} | ${f3(low)}–${f3(high)} | ${held ? 'yes' : 'no'} |`,
  );
}
const n = names.length;
console.log(
  `| mean of ${n} | | **${f3(totals.f1 / n)}** | | | ${f3(totals.ece / n)} | | ${totals.held} of ${n} |`,
);
