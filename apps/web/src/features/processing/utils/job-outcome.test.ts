import type { ProcessingJobStatus } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { jobOutcome } from './job-outcome';

function finished(
  suggestions: number,
  processed: number,
  filtered: number,
  failed = 0,
  leftOut = 0,
): ProcessingJobStatus {
  return {
    jobId: '3f2a9c1e-8b7d-4e6f-9a5b-1c2d3e4f5a6b',
    websiteId: '7b0c1f3e-7a51-4f4e-9a43-4f7e0f6f2a01',
    status: 'completed',
    progress: 100,
    stage: 'completed',
    stageProgress: 100,
    processedUrls: processed + filtered,
    totalUrls: processed + filtered,
    queueStatus: 'processing',
    estimatedTimeRemaining: 0,
    error: null,
    result: {
      suggestions_count: suggestions,
      processing_time: 1,
      early_duplicate_prevention: {
        enabled: true,
        urls_processed: processed,
        urls_filtered: filtered,
        efficiency_gain: 0,
      },
      pages_without_suggestions_count: 0,
      pages_without_suggestions: [],
      urls_failed: failed,
      urls_left_out: leftOut,
    },
  };
}

describe('jobOutcome', () => {
  it('says generated successfully only when there are suggestions', () => {
    expect(jobOutcome(finished(12, 8, 3))).toEqual({
      title: 'Link suggestions generated successfully!',
      description:
        '12 suggestions from 8 pages analysed. 3 pages unchanged, skipped (not charged).',
    });
  });

  it('says nothing needed analysing when every page was unchanged', () => {
    expect(jobOutcome(finished(0, 0, 8))).toEqual({
      title: 'Nothing new to analyse',
      description: '8 pages unchanged, skipped (not charged).',
    });
  });

  it('tells pages that only list others from unchanged ones', () => {
    expect(jobOutcome(finished(5, 3, 3, 0, 1))).toEqual({
      title: 'Link suggestions generated successfully!',
      description:
        '5 suggestions from 3 pages analysed. 2 pages unchanged, skipped (not charged). 1 page only lists or repeats other pages, left out (not charged).',
    });
    expect(jobOutcome(finished(0, 0, 1, 0, 1))).toEqual({
      title: 'Nothing new to analyse',
      description: '1 page only lists or repeats other pages, left out (not charged).',
    });
  });

  it('counts pages that could not be crawled among what was not charged', () => {
    expect(jobOutcome(finished(0, 0, 2, 1))).toEqual({
      title: 'Nothing new to analyse',
      description:
        '2 pages unchanged, skipped (not charged). 1 page could not be crawled (not charged).',
    });
  });

  it('says no links were found, and why, when analysed pages gave none', () => {
    expect(jobOutcome(finished(0, 1, 0))).toEqual({
      title: 'Analysed, no links found',
      description: "1 page analysed. No sentence on this page names another page's topic.",
    });
  });
});
