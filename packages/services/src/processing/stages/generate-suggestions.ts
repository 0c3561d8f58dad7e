import type { SiteSuggester, SuggestedLink } from '../../ports/link-suggester';
import { progressOf } from '../job-progress';
import type { JobRun } from './job-run';
import type { LoadedSite } from './load-site';

export type Generated = {
  links: SuggestedLink[];
  /** Candidates below the cut-off (issue 51), kept as "less likely". */
  lessLikely: SuggestedLink[];
  withoutSuggestions: string[];
};

/**
 * Suggestions for every page to analyse, the job's progress recorded as each page finishes
 * (issue 52: the count moves page by page, and the estimate, from the pace of the pages
 * finished so far, falls as they finish).
 * @param elapsedSeconds seconds since the stage began (a monotonic clock by default).
 */
export async function generateSuggestions(
  suggester: SiteSuggester,
  { job, set }: JobRun,
  site: LoadedSite,
  elapsedSeconds: () => number = stopwatch(),
): Promise<Generated> {
  const { sources, unchanged, leftOut } = site;
  // Pages not analysed (unchanged, or lists left out) are through at once.
  const through = unchanged.length + leftOut.length;
  await set({ processedUrls: through, estimatedSecondsRemaining: null });
  const links: SuggestedLink[] = [];
  const lessLikely: SuggestedLink[] = [];
  const withoutSuggestions: string[] = [];
  for (let index = 0; index < sources.length; index += 1) {
    const found = await suggester.suggestFor(sources[index]!, job.options.maxSuggestionsPerPage);
    links.push(...found);
    if (suggester.lessLikelyFor) {
      const suggested = new Set(found.map((link) => link.targetUrl));
      const below = await suggester.lessLikelyFor(
        sources[index]!,
        job.options.maxSuggestionsPerPage,
      );
      lessLikely.push(...below.filter((link) => !suggested.has(link.targetUrl)));
    }
    if (found.length === 0) {
      withoutSuggestions.push(sources[index]!);
    }
    const done = index + 1;
    await set({
      ...progressOf('generating_suggestions', done / sources.length),
      processedUrls: done + through,
      estimatedSecondsRemaining: Math.ceil((elapsedSeconds() / done) * (sources.length - done)),
    });
  }
  return { links, lessLikely, withoutSuggestions };
}

function stopwatch(): () => number {
  const start = performance.now();
  return () => (performance.now() - start) / 1000;
}
