import type { ProcessingJobPatch, ProcessingJobRow } from '@linkloom/db';
import { describe, expect, it } from 'vitest';
import type { SiteSuggester } from '../../ports/link-suggester';
import { toJobStatus } from '../job-status';
import { generateSuggestions } from './generate-suggestions';
import type { LoadedSite } from './load-site';

const sources = ['a', 'b', 'c', 'd', 'e'].map((slug) => `https://blog.test/${slug}/`);
const site = {
  pages: [],
  targetPrecision: 0.7,
  includedPages: [],
  sources,
  unchanged: ['https://blog.test/old/'],
  leftOut: ['https://blog.test/category/x/', 'https://blog.test/tag/y/'],
} satisfies LoadedSite;
const suggester = {
  suggestFor: async () => [],
  close: () => undefined,
} as unknown as SiteSuggester;

describe('generateSuggestions (issue 52)', () => {
  it('moves the count page by page, and the time left falls as pages finish at a steady pace', async () => {
    const patches: ProcessingJobPatch[] = [];
    let job = {
      status: 'started',
      stage: 'processing',
      estimatedSecondsRemaining: null,
      result: null,
      options: { isGenerateSuggestions: true, batchSize: 10, maxSuggestionsPerPage: 8 },
    } as unknown as ProcessingJobRow;
    const shown: (number | null)[] = [];
    // Each page takes 4 s on this clock.
    let seconds = 0;
    const run = {
      job,
      startedAt: new Date(),
      set: async (patch: ProcessingJobPatch) => {
        patches.push(patch);
        job = { ...job, ...patch, urls: [...sources, ...site.unchanged, ...site.leftOut] };
        shown.push(toJobStatus(job).estimatedTimeRemaining);
      },
    };
    const elapsed = () => {
      seconds += 4;
      return seconds;
    };
    await generateSuggestions(suggester, run, site, elapsed);

    // The pages not analysed count at once, then one more with every page finished.
    expect(patches.map((patch) => patch.processedUrls)).toEqual([3, 4, 5, 6, 7, 8]);
    // No estimate before a page is finished, then 16, 12, 8, 4 s, and 1 s at the end.
    expect(shown).toEqual([null, 16, 12, 8, 4, 1]);
  });
});
