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
      urls_left_out: 0,
    },
  });
}

describe('processing progress', () => {
  it('says what it did not charge for: unchanged pages, and pages that only list others', () => {
    const job = aCompletedJob({
      result: {
        suggestions_count: 4,
        processing_time: 1,
        early_duplicate_prevention: {
          enabled: true,
          urls_processed: 2,
          urls_filtered: 3,
          efficiency_gain: 60,
        },
        pages_without_suggestions_count: 0,
        pages_without_suggestions: [],
        urls_failed: 0,
        urls_left_out: 1,
      },
    });
    render(<ProcessingProgress phase="completed" status={job} error={null} />);

    expect(
      screen.getByText(
        '4 suggestions generated · 2 unchanged pages skipped (not charged) · 1 page listing other pages, left out (not charged).',
      ),
    ).toBeInTheDocument();
  });

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

  it('says which step a running job is on, in words that agree with its bar', () => {
    const running = aCompletedJob({
      status: 'started',
      stage: 'analyzing_content',
      stageProgress: 0,
      progress: 25,
      queueStatus: 'processing',
      result: null,
    });
    const { rerender } = render(
      <ProcessingProgress phase="polling" status={running} error={null} />,
    );

    expect(screen.getByTestId('processing-stage')).toHaveTextContent('Analyzing content');
    expect(screen.getByTestId('processing-step')).toHaveTextContent('Step 2 of 4');
    expect(screen.queryByText(/Stage 0/)).toBeNull();
    expect(screen.getByText('25%')).toBeInTheDocument();

    rerender(
      <ProcessingProgress
        phase="polling"
        status={{ ...running, stage: 'generating_suggestions', stageProgress: 40, progress: 60 }}
        error={null}
      />,
    );
    expect(screen.getByTestId('processing-step')).toHaveTextContent(
      'Step 3 of 4 · 40% of this step',
    );

    rerender(
      <ProcessingProgress
        phase="polling"
        status={{ ...running, stage: 'queued', progress: 0, queueStatus: 'queued' }}
        error={null}
      />,
    );
    expect(screen.getByTestId('processing-step')).toHaveTextContent('Waiting in queue');
  });

  it('says nothing of it when every page got suggestions', () => {
    render(<ProcessingProgress phase="completed" status={completedWith([])} error={null} />);
    expect(screen.getByText(/3 suggestions generated/)).toBeInTheDocument();
    expect(screen.queryByTestId('pages-without-suggestions')).toBeNull();
  });
});
