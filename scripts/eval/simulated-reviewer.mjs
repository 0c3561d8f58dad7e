// Issue 51 §4: the simulated reviewer. On a site's stripped variant (its saved crawl), `npm run
// suggest -- --simulate-reviewer` decides the review list 25, 50 and 100 times from the ground
// truth, learning as the product does; each undecided rest, cold and learnt, is scored here with
// the harness's score.mjs against the truth without the decided pairs.
import fs from 'node:fs';
import path from 'node:path';
import { evalDir } from './context.mjs';
import { score } from './harness.mjs';
import { priorArgs } from './leave-out.mjs';
import { mustRun } from './processes.mjs';

/** The product's bands (0–20 %, … 80–100 %) of the rest's anchors, as evaluate-site.mjs reads them. */
function bandsOf(rows, truthPairs, pairId) {
  const bands = Array.from({ length: 5 }, (_, band) => ({
    from: band / 5,
    suggestions: 0,
    sum: 0,
    hits: 0,
  }));
  let total = 0;
  const seen = new Set();
  for (const row of rows) {
    const pair = pairId(row.source, row.target);
    if (row.confidence === null || row.confidence === undefined || seen.has(pair)) {
      continue;
    }
    seen.add(pair);
    const band = bands[Math.min(4, Math.floor(row.confidence * 5))];
    band.suggestions += 1;
    band.sum += row.confidence;
    band.hits += truthPairs.has(pair) ? 1 : 0;
    total += 1;
  }
  const filled = bands.filter((band) => band.suggestions > 0);
  const ece = filled.reduce(
    (sum, band) =>
      sum +
      (band.suggestions / total) *
        Math.abs(band.sum / band.suggestions - band.hits / band.suggestions),
    0,
  );
  const precisions = filled.map((band) => band.hits / band.suggestions);
  return {
    ece: total > 0 ? ece : NaN,
    rising: precisions.every((precision, i) => i === 0 || precision >= precisions[i - 1]),
    bands: filled
      .map((band) => `${Math.round(band.from * 100)}%:${band.hits}/${band.suggestions}`)
      .join(' '),
  };
}

/**
 * The simulated reviewer on `site`'s stripped variant, from its saved crawl: per number of
 * decisions, F1 of the undecided rest cold and after learning, and the rest's ECE and bands.
 */
export async function evalSimulatedReviewer({
  site,
  url,
  truth,
  truthFile,
  mainTextFile,
  pageKey,
  leaveOut,
}) {
  const base = path.join(evalDir, `${site}-reviewer`);
  const out = `${base}-suggestions.json`;
  const report = `${base}-report.json`;
  const args = ['--import', 'tsx', 'apps/server/src/cli/suggest.ts', '--site', url, '--out', out];
  args.push('--report', report, '--pages-cache', path.join(evalDir, `${site}-stripped-pages.json`));
  args.push('--simulate-reviewer', truthFile, '--leave-out', leaveOut.join(','));
  args.push(...priorArgs(leaveOut));
  await mustRun(`the simulated reviewer on ${site}`, process.execPath, args, {
    logFile: `${base}.log`,
  });
  const pairId = (source, target) => `${pageKey(source)} ${pageKey(target)}`;
  const steps = [];
  for (const step of JSON.parse(fs.readFileSync(report, 'utf8')).simulatedReviewer.steps) {
    const decided = new Set(step.decided.map((pair) => `${pair.source} ${pair.target}`));
    const links = truth.links.filter((link) => !decided.has(pairId(link.source, link.target)));
    const restTruth = `${base}-truth-${step.asked}.json`;
    fs.writeFileSync(restTruth, JSON.stringify({ ...truth, links }));
    const cold = await score(restTruth, mainTextFile, step.coldFile);
    const after = await score(restTruth, mainTextFile, step.restFile);
    const truthPairs = new Set(links.map((link) => pairId(link.source, link.target)));
    const rows = JSON.parse(fs.readFileSync(step.restFile, 'utf8'));
    steps.push({
      asked: step.asked,
      decisions: step.decisions,
      approvals: step.approvals,
      promoted: step.promoted,
      demoted: step.demoted,
      model: step.model,
      coldF1: cold.f1,
      f1: after.f1,
      ...bandsOf(rows, truthPairs, pairId),
    });
  }
  return steps;
}

const f3 = (value) => (Number.isFinite(value) ? value.toFixed(3) : '–');

/** The reviewer's table for one site, and its goals (issue 51 §4). */
export function printSimulatedReviewer(steps) {
  if (!steps) {
    return;
  }
  console.log(
    '\n| simulated reviewer | approved | F1 rest cold | F1 rest learnt | Δ | ECE rest | bands rise | bands (hits/suggestions) | +shown −hidden |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const step of steps) {
    console.log(
      `| ${step.decisions} decisions | ${step.approvals} | ${f3(step.coldF1)} | ${f3(step.f1)} | ${f3(step.f1 - step.coldF1)} | ${f3(step.ece)} | ${step.rising ? 'yes' : 'no'} | ${step.bands} | +${step.promoted} −${step.demoted} |`,
    );
  }
  const at50 = steps.find((step) => step.asked === 50);
  const at100 = steps.find((step) => step.asked === 100);
  if (at50) {
    console.log(
      `- after 50: ECE ≤ 0.1 with rising bands: ${at50.ece <= 0.1 && at50.rising ? 'met' : 'NOT MET'}; F1 ≥ cold + 0.05: ${at50.f1 >= at50.coldF1 + 0.05 ? 'met' : 'NOT MET'}`,
    );
  }
  console.log(
    `- F1 of the rest never below cold: ${steps.every((step) => step.f1 >= step.coldF1) ? 'met' : 'NOT MET'}${at100 ? `; after 100: F1 ${f3(at100.f1)} (goal: ≥ 0.60 on the mean over sites)` : ''}`,
  );
}

/** The mean F1 of the undecided rest over the sites after 100 decisions (goal ≥ 0.60), cold beside it. */
export function printSimulatedReviewerSummary(results) {
  const at100 = results
    .map((result) => result.simulatedReviewer?.find((step) => step.asked === 100))
    .filter(Boolean);
  if (at100.length === 0) {
    return;
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const f1 = mean(at100.map((step) => step.f1));
  console.log(
    `\nSimulated reviewer, after 100 decisions: mean F1 of the undecided rest ${f3(f1)} (cold ${f3(mean(at100.map((step) => step.coldF1)))}) over ${at100.length} sites; goal ≥ 0.60: ${f1 >= 0.6 ? 'met' : 'NOT MET'}.`,
  );
}
