import type { LinkQuality } from '@linkloom/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, someStats, WEBSITE_ID } from '@/testing/website-fixtures';
import { getCrawlStatusLabel } from '../utils/status-labels';
import { reloadSelectedWebsiteIdForTests } from '../utils/selected-website-store';

const DETAIL = `/api/websites/${WEBSITE_ID}`;

function aLinkQuality(overrides: Partial<LinkQuality> = {}): LinkQuality {
  return {
    basis: 'site',
    linkPairs: 412,
    hiddenPairs: 124,
    foundPairs: 78,
    suggestions: 110,
    precision: 0.709,
    recall: 0.629,
    targetPrecision: 0.6,
    cutoff: 0.214,
    bands: [
      {
        minConfidence: 0.4,
        maxConfidence: 0.6,
        minScore: 0.214,
        maxScore: 0.38,
        suggestions: 60,
        hits: 33,
        precision: 0.55,
      },
      {
        minConfidence: 0.8,
        maxConfidence: 1,
        minScore: 0.381,
        maxScore: 0.92,
        suggestions: 50,
        hits: 45,
        precision: 0.9,
      },
    ],
    measuredAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('website detail', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSelectedWebsiteIdForTests();
  });

  it('shows a skeleton, then the tiles, the crawl status badge and the crawl settings', async () => {
    stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      [`GET ${DETAIL}`]: [
        ok(aWebsite({ crawlStatus: 'completed', robotsTxtRespected: false, crawlDepth: 3 })),
      ],
      [`GET ${DETAIL}/stats`]: [
        ok(
          someStats({
            totalPages: 42,
            crawledPages: 40,
            linkSuggestions: 7,
            topicClusters: 3,
            crawlStatus: 'completed',
          }),
        ),
      ],
    });
    renderApp(`/websites/${WEBSITE_ID}`);

    expect(await screen.findByRole('status', { name: 'Loading website' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Blog' })).toBeInTheDocument();
    expect(screen.getByText('Crawled')).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getAllByText('Topic Clusters')).toHaveLength(2);

    const settings = screen.getByRole('heading', { name: 'Crawl Settings' }).parentElement!
      .parentElement!;
    const rows = within(settings)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Crawl Depth: 3',
      'Crawl Frequency: Daily',
      'Respect robots.txt: No',
      'Max Pages: 1,000',
      'Only pages matching: None',
      'Leave out pages matching: None',
      'Next scheduled crawl: After the first crawl',
    ]);
  });

  it('says in one sentence what the last analysis measured, with the score bands behind a disclosure', async () => {
    stubBackend({
      [`GET ${DETAIL}`]: [ok(aWebsite())],
      [`GET ${DETAIL}/link-quality`]: [ok(aLinkQuality())],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}`);

    const card = await screen.findByRole('region', { name: 'Suggestion quality' });
    expect(
      await within(card).findByText(
        'On 412 links your site already has, Linkloom found 63% and was right 71% of the time at this setting.',
      ),
    ).toBeInTheDocument();
    const disclosure = within(card).getByRole('button', { name: 'How we measured this' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('table')).toBeNull();

    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText(/It found 78 of the 124 again/)).toBeInTheDocument();
    const rows = within(within(card).getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Estimate', 'Suggestions', 'Right'],
      ['40–60% likely', '60', '33 (55%)'],
      ['80–100% likely', '50', '45 (90%)'],
    ]);
  });

  it('says honestly when the figures come from reference sites, and before the first analysis that they will be measured then', async () => {
    stubBackend({
      [`GET ${DETAIL}`]: [ok(aWebsite())],
      [`GET ${DETAIL}/link-quality`]: [
        ok(aLinkQuality({ basis: 'developer_sites', linkPairs: 12 })),
      ],
    });
    const view = renderApp(`/websites/${WEBSITE_ID}`);
    expect(
      await screen.findByText(
        "Too few of the 12 links in your pages’ text are ones Linkloom can find again by name to measure it on, so these figures come from reference documentation sites: there, Linkloom found 63% of their authors' links and was right 71% of the time at this setting.",
      ),
    ).toBeInTheDocument();
    view.unmount();

    stubBackend({
      [`GET ${DETAIL}`]: [ok(aWebsite())],
      [`GET ${DETAIL}/link-quality`]: [ok(null)],
    });
    renderApp(`/websites/${WEBSITE_ID}`);
    expect(
      await screen.findByText(
        'Linkloom measures how good its suggestions are for this site at the first analysis, on the links your site already has.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How we measured this' })).toBeNull();
  });

  it('saves a new target precision through the website update and says when it applies', async () => {
    const backend = stubBackend({
      [`GET ${DETAIL}`]: [ok(aWebsite()), ok(aWebsite({ targetPrecision: 0.8 }))],
      [`PUT ${DETAIL}`]: [ok(aWebsite({ targetPrecision: 0.8 }))],
      [`GET ${DETAIL}/link-quality`]: [ok(aLinkQuality())],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}`);

    const select = await screen.findByRole('combobox', { name: 'Target precision' });
    expect(select).toHaveValue('0.5');
    expect(select).toHaveAccessibleDescription(
      'Higher means fewer, surer suggestions; lower means more of them, with more to reject. A change takes effect at the next analysis.',
    );
    await user.selectOptions(select, '80% right');
    expect(backend.callsTo(DETAIL).find((call) => call.method === 'PUT')?.body).toEqual({
      targetPrecision: 0.8,
    });
    expect(
      await screen.findByText('Target precision set to 80%. It applies from the next analysis.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Your new target of 80% applies from the next analysis\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Target precision' })).toHaveValue('0.8');
  });

  it.each([
    ['completed', 'Crawled'],
    ['in_progress', 'Crawling'],
    ['failed', 'Failed'],
    ['idle', 'Idle'],
    ['anything else', 'Idle'],
  ])('labels the crawl status %s as %s', (status, label) => {
    expect(getCrawlStatusLabel(status).label).toBe(label);
  });

  it("says 'Website not found' with a way back when the website is not the user's", async () => {
    stubBackend({
      [`GET ${DETAIL}`]: [
        { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Website not found' } } },
      ],
    });
    renderApp(`/websites/${WEBSITE_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to websites' })).toHaveAttribute(
      'href',
      '/websites',
    );
  });

  it("says 'Invalid website data' when the answer cannot be read", async () => {
    stubBackend({ [`GET ${DETAIL}`]: [ok({ uuid: WEBSITE_ID, name: 42 })] });
    renderApp(`/websites/${WEBSITE_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid website data' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to websites' })).toBeInTheDocument();
  });
});
