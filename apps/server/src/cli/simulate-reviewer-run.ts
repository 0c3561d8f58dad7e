// `npm run suggest -- ... --simulate-reviewer GROUND_TRUTH_JSON`: the simulated reviewer's
// files. For each number of decisions N, beside `--out`: `-cold-N` (the cold run's undecided
// suggestions) and `-after-N` (the undecided ones the learnt model shows); the steps' figures
// and decided pairs go into the report.
import { readFileSync, writeFileSync } from 'node:fs';
import type { LinkSuggestion, SiteCalibration, SiteIndex, SuggestOptions } from '@linkloom/engine';
import { suggestLinks } from '@linkloom/engine';
import { simulateReviewer } from './simulate-reviewer';
import type { TruthLink } from './simulate-reviewer';
import { formatRows, toRow } from './write-suggestions';

export const REVIEWER_STEPS = [25, 50, 100];
// As the product keeps them (engine-suggester.ts): two less likely candidates per suggestion a page may have.
const LESS_LIKELY_PER_SUGGESTION = 2;

/** `out` with `-label` before its extension. */
export function besideOut(out: string, label: string): string {
  return /\.[^./]+$/.test(out) ? out.replace(/(\.[^./]+)$/, `-${label}$1`) : `${out}-${label}`;
}

/** Runs the simulated reviewer on a site's suggestions and writes its files; returns the report's part. */
export function runSimulatedReviewer(input: {
  truthFile: string;
  out: string;
  index: SiteIndex;
  sourceUrls: readonly string[];
  calibration: SiteCalibration;
  options: SuggestOptions;
  pending: readonly LinkSuggestion[];
}) {
  const truth = (JSON.parse(readFileSync(input.truthFile, 'utf8')) as { links: TruthLink[] }).links;
  const { calibration } = input;
  const lessLikely = input.sourceUrls.flatMap((url) =>
    suggestLinks(input.index, url, {
      ...input.options,
      maxSuggestionsPerPage: input.options.maxSuggestionsPerPage * LESS_LIKELY_PER_SUGGESTION,
      minScore: calibration.pageBestCutoff,
      passages: false,
    }).filter((suggestion) => suggestion.score < calibration.cutoff),
  );
  const steps = simulateReviewer({
    calibration,
    pending: input.pending,
    lessLikely,
    truth,
    steps: REVIEWER_STEPS,
  });
  return {
    lessLikely: lessLikely.length,
    steps: steps.map(({ coldRest, rest, ...step }, i) => {
      const coldFile = besideOut(input.out, `cold-${REVIEWER_STEPS[i]}`);
      const restFile = besideOut(input.out, `after-${REVIEWER_STEPS[i]}`);
      writeFileSync(coldFile, formatRows(coldRest.map(toRow), 'json'));
      writeFileSync(restFile, formatRows(rest.map(toRow), 'json'));
      return {
        ...step,
        asked: REVIEWER_STEPS[i],
        coldFile,
        restFile,
        coldRest: coldRest.length,
        rest: rest.length,
      };
    }),
  };
}
