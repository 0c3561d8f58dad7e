// The CLI's account of a site's calibration: what the backtest found, how sure, its score bands.
import type { SiteCalibration } from '@linkloom/engine';
import { MIN_LINK_PAIRS } from '@linkloom/engine';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** Why the site's own links could not calibrate it: too few of them, or too few found again by name. */
function tooFew(linkPairs: number): string {
  return linkPairs < MIN_LINK_PAIRS
    ? `this site has too few links of its own (${linkPairs} prose link ${linkPairs === 1 ? 'pair' : 'pairs'}, ${MIN_LINK_PAIRS} needed)`
    : `fewer than ${MIN_LINK_PAIRS} of this site's ${linkPairs} prose link pairs were found again by name when hidden (lists, citations, links in other words)`;
}

/** The backtest in words, then its score bands. */
export function describeCalibration(
  calibration: SiteCalibration,
  minScore: number | undefined,
): string[] {
  const setting = `at cut-off ${calibration.cutoff.toFixed(3)} (target precision ${calibration.targetPrecision.toFixed(2)})`;
  const lines =
    calibration.basis === 'site'
      ? [
          `self-backtest: on ${calibration.linkPairs} links this site already has (${calibration.hiddenPairs} hidden and predicted back), found ${percent(calibration.recall)} and right ${percent(calibration.precision)} of the time ${setting}`,
        ]
      : [
          `self-backtest: ${tooFew(calibration.linkPairs)}, so the pooled developer-site calibration was used: there it found ${percent(calibration.recall)} and was right ${percent(calibration.precision)} of the time ${setting}`,
        ];
  if (calibration.precisionRange) {
    const [low, high] = calibration.precisionRange;
    lines.push(`  how sure: right ${percent(low)} to ${percent(high)} of the time`);
  }
  if (calibration.siteCandidates !== undefined) {
    lines.push(
      `  the cut-off is this site's own: where its ${calibration.siteCandidates} candidates read, each as likely as the pooled curve says, should reach the best F1`,
    );
  }
  const from = calibration.learntFrom;
  if (from && from.code + from.table > 0) {
    lines.push(
      `  learnt from the links in its prose: ${from.prose} pairs in sentences, ${from.list} in list items; left out ${from.code} in code or syntax rules and ${from.table} in keyword tables`,
    );
  } else if (from) {
    lines.push(
      `  learnt from ${from.prose} link pairs in sentences and ${from.list} in list items`,
    );
  }
  if (calibration.labelFrequency < 1) {
    lines.push(
      `  this site seems to have made about ${percent(calibration.labelFrequency)} of the links its text calls for: the figures are for those it has not made yet`,
    );
  }
  if (calibration.suggestions > 0 && calibration.precision < calibration.targetPrecision) {
    lines.push(
      `  the target precision is out of reach here: the cut-off is the one that balances precision and recall best`,
    );
  }
  if (minScore !== undefined) {
    lines.push(`  --min-score ${minScore} overrides the cut-off`);
  }
  lines.push('  raw score        suggestions   right');
  for (const band of calibration.bands) {
    lines.push(
      `  ${band.minScore.toFixed(3)}–${band.maxScore.toFixed(3)}  ${String(band.suggestions).padStart(13)}   ${percent(band.precision).padStart(5)}`,
    );
  }
  return lines;
}
