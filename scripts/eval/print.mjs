// The eval's tables: one per site (baselines, Linkloom, calibration, self-backtest, goals) and a summary.
import path from 'node:path';
import { GOALS, evalDir, evalStarted, readJson, reuseCrawl } from './context.mjs';
import { printSimulatedReviewer, printSimulatedReviewerSummary } from './simulated-reviewer.mjs';

const f3 = (value) => (Number.isFinite(value) ? value.toFixed(3) : '–');
const secs = (value) => `${value.toFixed(1)} s`;
const mark = (met) => (met ? 'met' : 'NOT MET');

/** The precision range the stripped run's quality card shows (how sure its estimate is). */
function rangeOf(result) {
  return result.ours.report.calibration.precisionRange ?? null;
}
const rangeText = (result) =>
  rangeOf(result) ? `${f3(rangeOf(result)[0])}–${f3(rangeOf(result)[1])}` : '(none)';
function rangeHolds(result) {
  const range = rangeOf(result);
  const measured = result.calibration.anchorPrecision;
  return Boolean(range) && measured >= range[0] && measured <= range[1];
}

function goalsOf(result) {
  const bestBaseline = Math.max(...result.baselines.map((row) => row.metrics.f1));
  const f1Target = bestBaseline + GOALS.f1AboveBaseline;
  const gap = result.estimate
    ? Math.abs(result.estimate.precision - result.atOriginalCutoff.precision)
    : NaN;
  return {
    bestBaseline,
    f1Target,
    gap,
    list: [
      {
        name: 'F1',
        text: `F1 ${f3(result.metrics.f1)} ≥ ${f3(f1Target)} (best baseline ${f3(bestBaseline)} + ${GOALS.f1AboveBaseline})`,
        met: result.metrics.f1 >= f1Target,
      },
      {
        name: 'coverage',
        text: `coverage of ground-truth pages ${f3(result.truthCoverage)} ≥ ${GOALS.truthCoverage}`,
        met: result.truthCoverage >= GOALS.truthCoverage,
      },
      {
        name: 'ECE',
        text: `ECE ${f3(result.calibration.ece)} ≤ ${GOALS.ece}`,
        met: result.calibration.ece <= GOALS.ece,
      },
      {
        name: 'range',
        text: `the quality card's range ${rangeText(result)} holds the measured precision ${f3(result.calibration.anchorPrecision)}`,
        met: rangeHolds(result),
      },
      result.estimate && {
        name: 'estimate',
        text: `|estimated − measured precision| ${f3(gap)} ≤ ${GOALS.precisionGap}`,
        met: gap <= GOALS.precisionGap,
      },
      result.halfLinked && {
        name: 'ECE half-linked',
        text: `half-linked ECE ${f3(result.halfLinked.calibration.ece)} ≤ ${GOALS.ece}, rising ${result.halfLinked.calibration.rising ? 'yes' : 'no'}`,
        met: result.halfLinked.calibration.ece <= GOALS.ece && result.halfLinked.calibration.rising,
      },
    ].filter(Boolean),
  };
}

export function printSite(result, pageKey) {
  const { truth, metrics: m, calibration: c, ours, published } = result;
  const stats = truth.stats ?? {};
  console.log(
    `\n## ${result.site}: ${truth.package} ${truth.packageVersion}, ${stats.htmlPages} HTML pages (${stats.contentPages} content, ${result.truthPages} with ground-truth links), ${m.truth.pairs} (source, target) pairs\n`,
  );
  console.log(
    '| engine | F1 | P | R | P@5 | anchor in text | coverage | coverage of truth pages | suggestions | wall time |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const truthPageKeys = new Set(
    truth.pages
      .filter((page) => page.role === 'content' && page.truthLinks > 0)
      .map((page) => pageKey(page.url)),
  );
  for (const row of result.baselines) {
    const suggested = readJson(path.join(evalDir, `${result.site}-baseline-${row.name}.json`));
    const list = Array.isArray(suggested) ? suggested : suggested.suggestions;
    const sources = new Set(list.map((s) => pageKey(s.source)));
    const covered = [...truthPageKeys].filter((page) => sources.has(page)).length;
    const bm = row.metrics;
    console.log(
      `| baseline ${row.name} | ${f3(bm.f1)} | ${f3(bm.precision)} | ${f3(bm.recall)} | ${f3(bm.precisionAtK)} | ${f3(bm.anchorVerbatim)} | ${f3(bm.coverage)} | ${f3(covered / truthPageKeys.size)} | ${bm.suggestions.unique} | ${secs(row.seconds)} |`,
    );
  }
  console.log(
    `| **Linkloom** (defaults, crawl included) | **${f3(m.f1)}** | ${f3(m.precision)} | ${f3(m.recall)} | ${f3(m.precisionAtK)} | ${f3(m.anchorVerbatim)} | ${f3(m.coverage)} | ${f3(result.truthCoverage)} (${result.coveredTruthPages}/${result.truthPages}) | ${m.suggestions.unique} | ${secs(ours.seconds)} |`,
  );
  const times = ours.report.seconds;
  if (times) {
    const analysis = times.index + times.calibrate + times.suggest;
    console.log(
      `\nLinkloom on the stripped variant: crawl ${secs(times.crawl)}, index ${secs(times.index)}, self-backtest ${secs(times.calibrate)}, suggestions ${secs(times.suggest)} (backtest ${Math.round((100 * times.calibrate) / Math.max(analysis, 0.1))} % of the analysis).`,
    );
  }

  const sc = ours.report.calibration;
  console.log(
    `\nCalibration of the stripped run against the ground truth (its calibration: ${sc.basis === 'site' ? `the site's own ${sc.linkPairs} link pairs` : `pooled developer sites, the stripped site has ${sc.linkPairs} link pairs of its own`}; cut-off ${f3(sc.cutoff)}; ${c.passages} written passages left out):\n`,
  );
  console.log('| confidence | suggestions | mean confidence | precision (hit rate) |');
  console.log('|---|---|---|---|');
  for (const band of c.bands) {
    console.log(
      `| ${band.from.toFixed(1)}–${band.to.toFixed(1)} | ${band.suggestions} | ${f3(band.meanConfidence)} | ${f3(band.precision)} |`,
    );
  }
  console.log(
    `\nExpected calibration error ${f3(c.ece)} over ${c.anchors} anchors; precision rises band by band: ${c.rising ? 'yes' : 'no'}.`,
  );

  if (published) {
    printOriginal(result, c, sc, m);
  }
  if (result.halfLinked) {
    printHalfLinked(result.halfLinked);
  }
  printSimulatedReviewer(result.simulatedReviewer);
  const goals = goalsOf(result);
  console.log(
    `\nGoals ${result.site}: ${goals.list.map((goal) => `${goal.text}: ${mark(goal.met)}`).join(' · ')}`,
  );
}

function printOriginal(result, c, sc, m) {
  const { estimate: e, published } = result;
  const basis =
    e.basis === 'site'
      ? `on its own ${e.linkPairs} link pairs (${e.hiddenPairs} hidden)`
      : `pooled developer sites (only ${e.linkPairs} link pairs of its own)`;
  console.log(
    `\nSelf-backtest of the original variant (${secs(published.seconds)}): basis ${e.basis}, ${basis}; cut-off ${f3(e.cutoff)}: estimated precision ${f3(e.precision)}, recall ${f3(e.recall)}.`,
  );
  console.log(
    `Measured on the stripped run against the hidden ground-truth links: precision ${f3(c.anchorPrecision)} of its ${c.anchors} anchors at its cut-off ${f3(sc.cutoff)} (all suggestions, passages included: ${f3(m.precision)}), recall ${f3(m.recall)}${
      result.atOriginalCutoff
        ? `; analysed again at the original's cut-off ${f3(e.cutoff)}: precision ${f3(result.atOriginalCutoff.precision)} of ${result.atOriginalCutoff.suggestions} anchors (the goal compares this)`
        : ''
    }.`,
  );
}

function printHalfLinked(half) {
  console.log(
    `\nHalf-linked variant (half of the authors' link pairs unwrapped, served and crawled, scored on that half, ${secs(half.seconds)}): F1 ${f3(half.metrics.f1)}, P ${f3(half.metrics.precision)}, R ${f3(half.metrics.recall)}; calibration basis ${half.estimate.basis}, cut-off ${f3(half.estimate.cutoff)}, estimated precision ${f3(half.estimate.precision)}, measured ${f3(half.calibration.anchorPrecision)} of ${half.calibration.anchors} anchors; ECE ${f3(half.calibration.ece)}; bands ${half.calibration.bands
      .map(
        (band) =>
          `${band.from.toFixed(1)}–${band.to.toFixed(1)}: ${band.suggestions} at ${f3(band.precision)}`,
      )
      .join(', ')}.`,
  );
}

export function printSummary(results, failures) {
  console.log('\n## Summary (leave-one-source-out)\n');
  console.log(
    'Each site scored with the weights of the evidence and the pooled calibration fitted without it and its source (scripts/eval/loso/): ' +
      results
        .map((result) => `${result.site} without ${result.leaveOut.join(' and ')}`)
        .join('; ') +
      '.\n',
  );
  console.log(
    '| site | F1 (goal) | coverage of truth pages | ECE | P range shown (cold) | P measured (cold) | estimated P | measured P | half-linked F1 | half-linked ECE | goals met | wall time (baselines, stripped, original) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    const goals = goalsOf(result);
    const met = goals.list.filter((goal) => goal.met);
    const baselineSeconds = result.baselines.reduce((sum, row) => sum + row.seconds, 0);
    console.log(
      `| ${result.site} | ${f3(result.metrics.f1)} (${f3(goals.f1Target)}) | ${f3(result.truthCoverage)} | ${f3(result.calibration.ece)} | ${rangeText(result)} | ${f3(result.calibration.anchorPrecision)} | ${f3(result.estimate?.precision)} | ${f3(result.atOriginalCutoff?.precision)} | ${f3(result.halfLinked?.metrics.f1)} | ${f3(result.halfLinked?.calibration.ece)} | ${met.length}/${goals.list.length}${
        met.length < goals.list.length
          ? `, not: ${goals.list
              .filter((goal) => !goal.met)
              .map((goal) => goal.name)
              .join(', ')}`
          : ''
      } | ${secs(baselineSeconds)}, ${secs(result.ours.seconds)}, ${result.published ? secs(result.published.seconds) : '–'} |`,
    );
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  if (results.length > 0) {
    console.log(
      `\nMean F1 ${f3(mean(results.map((result) => result.metrics.f1)))} over ${results.length} sites.`,
    );
  }
  printSimulatedReviewerSummary(results);
  for (const { site, error } of failures) {
    console.log(`| ${site} | failed to run | | | | | | | | | | |`);
    console.error(`\n✖ ${site}: ${error}`);
  }
  console.log(
    `\n${results.length} of ${results.length + failures.length} sites measured in ${secs((performance.now() - evalStarted) / 1000)}${reuseCrawl ? ' (EVAL_REUSE_CRAWL=1: crawls reused where cached)' : ''}.`,
  );
}
