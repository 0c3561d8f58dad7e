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

/** Suggestions for every page to analyse, the job's progress recorded every batch of pages. */
export async function generateSuggestions(
  suggester: SiteSuggester,
  { job, set }: JobRun,
  site: LoadedSite,
): Promise<Generated> {
  const { sources, unchanged, leftOut } = site;
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
    if (done % job.options.batchSize === 0 || done === sources.length) {
      await set({
        ...progressOf('generating_suggestions', done / sources.length),
        processedUrls: done + unchanged.length + leftOut.length,
      });
    }
  }
  return { links, lessLikely, withoutSuggestions };
}
