import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompletedJob } from '@/testing/processing-fixtures';
import { ProcessingProgress } from './processing-progress';

function completedWith(urls: string[], count = urls.length) {
  return aCompletedJob({
    result: {
      suggestions_count: 3,
      processing_time: 1.5,
      early_duplicate_prevention: {
        enabled: true,
        urls_processed: 2,
        urls_filtered: 0,
        efficiency_gain: 0,
      },
      pages_without_suggestions_count: count,
      pages_without_suggestions: urls,
      urls_failed: 0,
    },
  });
}

describe('processing progress', () => {
  it('names the processed pages that got no suggestion, and why', () => {
    const urls = Array.from({ length: 6 }, (_, index) => `https://acme.test/page-${index + 1}`);
    render(<ProcessingProgress phase="completed" status={completedWith(urls, 8)} error={null} />);

    const note = screen.getByTestId('pages-without-suggestions');
    expect(within(note).getByText('No suggestions for 8 pages')).toBeInTheDocument();
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(urls.slice(0, 5));
    expect(within(note).getByText('and 3 more')).toBeInTheDocument();
    expect(
      within(note).getByText("No sentence on this page names another page's topic."),
    ).toBeInTheDocument();
  });

  it('says nothing of it when every page got suggestions', () => {
    render(<ProcessingProgress phase="completed" status={completedWith([])} error={null} />);
    expect(screen.getByText(/3 suggestions generated/)).toBeInTheDocument();
    expect(screen.queryByTestId('pages-without-suggestions')).toBeNull();
  });
});
