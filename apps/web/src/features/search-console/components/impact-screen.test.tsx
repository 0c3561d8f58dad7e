import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';

const WEBSITE_ID = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/websites/${WEBSITE_ID}/search-console`;
const LOAD = { timeout: 8000 };

const timeline = {
  data_through: '2026-03-03',
  days: [
    { day: '2026-03-01', clicks: 10, impressions: 200 },
    { day: '2026-03-02', clicks: 14, impressions: 230 },
    { day: '2026-03-03', clicks: 12, impressions: 210 },
  ],
  // The first batch is before the imported days: it cannot be marked.
  applied_days: [
    { day: '2025-01-10', links: 4, published: 4, seen_live: 0 },
    { day: '2026-03-01', links: 2, published: 0, seen_live: 2 },
    { day: '2026-03-02', links: 3, published: 3, seen_live: 0 },
    // After the imported days (Search Console lags): still marked, at the axis's end.
    { day: '2026-03-05', links: 1, published: 0, seen_live: 1 },
  ],
};

const impact = {
  window_days: 28,
  data_through: '2026-03-03',
  applied_links: 3,
  sources: [
    {
      source_url: 'https://coffee.test/espresso',
      applied_on: '2026-01-05',
      links: 3,
      applied_via: 'both',
      status: 'measured',
      before: { clicks: 40, impressions: 900, position: 8.1 },
      after: { clicks: 60, impressions: 1100, position: 7.2 },
      controls: 12,
      clicks: { estimate: 0.42, low: 0.1, high: 0.8, is_clear: true },
      impressions: { estimate: 0.2, low: 0.05, high: 0.4, is_clear: true },
      position: { estimate: -0.9, low: -1.5, high: -0.2, is_clear: true },
    },
  ],
  targets: [
    {
      target_url: 'https://coffee.test/burr-grinders',
      applied_on: '2026-01-05',
      links: 2,
      applied_via: 'seen_live',
      status: 'measured',
      before: { clicks: 84, impressions: 1960, position: 11.3 },
      after: { clicks: 120, impressions: 2400, position: 9.8 },
      controls: 12,
      clicks: { estimate: 0.31, low: -0.05, high: 0.62, is_clear: false },
      impressions: { estimate: 0.2, low: 0.05, high: 0.4, is_clear: true },
      position: { estimate: -1.4, low: -2.1, high: -0.6, is_clear: true },
    },
    {
      target_url: 'https://coffee.test/pour-over',
      applied_on: '2026-02-20',
      links: 1,
      applied_via: 'published',
      status: 'waiting',
      before: { clicks: 9, impressions: 50, position: 2.5 },
      after: { clicks: 0, impressions: 0, position: null },
      controls: 0,
      clicks: null,
      impressions: null,
      position: null,
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('impact screen', () => {
  it('charts the figures with each applied batch, and lists each target with its noise', async () => {
    stubBackend({
      [`GET ${BASE}/timeline`]: [ok(timeline)],
      [`GET ${BASE}/impact`]: [ok(impact)],
    });
    renderApp(`/websites/${WEBSITE_ID}/impact`);

    expect(await screen.findByRole('heading', { name: 'Impact' }, LOAD)).toBeInTheDocument();
    const chart = await screen.findByRole('figure', { name: 'Clicks and impressions over time' });
    // Each batch says how it went live: published by Linkloom, or seen live by a re-crawl.
    expect(chart).toHaveTextContent(
      '3 days links went live (2026-03-01: 2 links, seen live by re-crawl; 2026-03-02: 3 links, published by Linkloom; 2026-03-05: 1 link, seen live by re-crawl).',
    );
    const table = await screen.findByRole('table', { name: 'Impact of applied links' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('+31% (-5% to +62%, within the noise)');
    expect(rows[0]).toHaveTextContent('-1.4 (-2.1 to -0.6)');
    expect(rows[0]).toHaveTextContent('2026-01-05 · 2 linksseen live by re-crawl');
    expect(rows[1]).toHaveTextContent('published by Linkloom');
    expect(rows[1]).toHaveTextContent('Waiting for 28 days of data after the link');
  });

  it('exports the impact table as a CSV download', async () => {
    const csv = 'target_url,applied_on\r\nhttps://coffee.test/burr-grinders,2026-01-05\r\n';
    stubBackend({
      [`GET ${BASE}/timeline`]: [ok(timeline)],
      [`GET ${BASE}/impact`]: [ok(impact)],
      [`GET ${BASE}/impact/export`]: [
        async () =>
          new Response(csv, {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="link-impact.csv"',
            },
          }),
      ],
    });
    const createObjectURL = vi.fn((_: Blob) => 'blob:link-impact');
    const { createObjectURL: kept, revokeObjectURL: keptRevoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp(`/websites/${WEBSITE_ID}/impact`);
    await screen.findByRole('table', { name: 'Impact of applied links' }, LOAD);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(csv);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('link-impact.csv');
    click.mockRestore();
    URL.createObjectURL = kept;
    URL.revokeObjectURL = keptRevoke;
  });

  it('says the figures failed to load instead of showing an empty chart', async () => {
    stubBackend({
      [`GET ${BASE}/timeline`]: [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } },
      ],
      [`GET ${BASE}/impact`]: [ok(impact)],
    });
    renderApp(`/websites/${WEBSITE_ID}/impact`);
    expect(
      await screen.findByText(/The search figures could not be loaded/, {}, LOAD),
    ).toBeInTheDocument();
  });

  it('measures the pages that gained the links too (issue 52)', async () => {
    stubBackend({
      [`GET ${BASE}/timeline`]: [ok(timeline)],
      [`GET ${BASE}/impact`]: [ok(impact)],
    });
    renderApp(`/websites/${WEBSITE_ID}/impact`);
    const table = await screen.findByRole('table', { name: 'Impact on the linking pages' }, LOAD);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('https://coffee.test/espresso');
    expect(row).toHaveTextContent('+42% (+10% to +80%)');
  });

  it('never says no link is applied once links are live without search figures (issue 52)', async () => {
    stubBackend({
      [`GET ${BASE}/timeline`]: [ok({ data_through: null, days: [], applied_days: [] })],
      [`GET ${BASE}/impact`]: [
        ok({ window_days: 28, data_through: null, applied_links: 30, targets: [], sources: [] }),
      ],
    });
    renderApp(`/websites/${WEBSITE_ID}/impact`);
    expect(
      await screen.findByText(/^30 links are live\. Their effect is measured once/, {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No link applied yet/)).toBeNull();
  });

  it('shows the trial what Impact is, with no error box and no promised sample (issue 52)', async () => {
    const refused = {
      status: 403,
      body: {
        error: {
          code: 'PLAN_LIMIT_REACHED',
          message:
            'Search Console is part of every paid plan. Upgrade to connect your own property; until then you see a sample.',
        },
      },
    };
    stubBackend({
      [`GET ${BASE}/timeline`]: [refused],
      [`GET ${BASE}/impact`]: [refused],
    });
    renderApp(`/websites/${WEBSITE_ID}/impact`);
    const notice = await screen.findByRole('region', { name: 'Impact on paid plans' }, LOAD);
    expect(notice).toHaveTextContent('Impact comes with every paid plan');
    expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/you see a sample/)).toBeNull();
  });
});
