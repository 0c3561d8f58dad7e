import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { WEBSITE_ID } from '../testing/intelligence-fixtures';
import { linkHealth, linkIssues } from '../testing/link-health-fixtures';

const LIST = `GET /api/websites/${WEBSITE_ID}/link-health`;
const EXPORT = `GET /api/websites/${WEBSITE_ID}/link-health/export`;
const FIXES = `/api/websites/${WEBSITE_ID}/link-health/fixes`;
const LOAD = { timeout: 8000 };
const path = `/websites/${WEBSITE_ID}/link-health`;

function requestedUrls(fetch: ReturnType<typeof stubBackend>['fetch'], suffix: string) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith(suffix));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('link health screen', () => {
  it('lists each problem with its source page, anchor and the URL to link instead', async () => {
    stubBackend({ [LIST]: [ok(linkHealth)] });
    renderApp(path);

    const table = await screen.findByRole('table', {}, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Broken link')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('“old page”')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('404: remove or replace')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('“tulips, "the best"”')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '/tulips' })).toHaveAttribute(
      'href',
      linkIssues[1]!.fixUrl,
    );
    expect(within(rows[2]!).getByText('Menus only')).toBeInTheDocument();
    expect(screen.getByText('2 link problems · 1 page linked only from menus')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Redirect chain\s*0/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1–3 of 3 problems',
    );
  });

  it('filters by kind and source page through the server, and keeps the filters in the address', async () => {
    const { fetch } = stubBackend({ [LIST]: [ok(linkHealth)] });
    const { user } = renderApp(path);
    await screen.findByRole('table', {}, LOAD);

    await user.click(screen.getByRole('button', { name: /^Broken link/ }));
    await waitFor(() =>
      expect(requestedUrls(fetch, '/link-health').at(-1)?.searchParams.get('kind')).toBe('broken'),
    );
    expect(screen.getByRole('button', { name: /^Broken link/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search source pages' }), 'roses');
    await waitFor(() =>
      expect(requestedUrls(fetch, '/link-health').at(-1)?.searchParams.get('search')).toBe('roses'),
    );
    expect(requestedUrls(fetch, '/link-health').at(-1)?.searchParams.get('kind')).toBe('broken');
  });

  it('exports the filtered problems as a CSV download', async () => {
    const csv = 'issue,source_url\r\nBroken link,https://garden.example/roses\r\n';
    const { fetch } = stubBackend({
      [LIST]: [ok(linkHealth)],
      [EXPORT]: [
        async () =>
          new Response(csv, {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="link-health-broken.csv"',
            },
          }),
      ],
    });
    const createObjectURL = vi.fn((_: Blob) => 'blob:link-health');
    const { createObjectURL: kept, revokeObjectURL: keptRevoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp(`${path}?kind=broken`);
    await screen.findByRole('table', {}, LOAD);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requestedUrls(fetch, '/export')[0]?.searchParams.get('kind')).toBe('broken');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(csv);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('link-health-broken.csv');
    click.mockRestore();
    URL.createObjectURL = kept;
    URL.revokeObjectURL = keptRevoke;
  });

  it('says when nothing is wrong, unlike when the list failed to load', async () => {
    const clean = {
      ...linkHealth,
      issues: [],
      counts: Object.fromEntries(Object.keys(linkHealth.counts).map((kind) => [kind, 0])),
      pagination: { page: 1, pages: 0, total: 0 },
    };
    stubBackend({ [LIST]: [ok(clean)] });
    renderApp(path);
    expect(await screen.findByText('No link problems found', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed load as an error with Retry', async () => {
    stubBackend({
      [LIST]: [{ status: 500, body: { error: { code: 'INTERNAL', message: 'Server trouble' } } }],
    });
    renderApp(path);
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(within(alert).getByText('Could not load the analysis')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No link problems found')).not.toBeInTheDocument();
  });

  it('asks for a new crawl when the last analysis predates link health', async () => {
    stubBackend({ [LIST]: [ok({ ...linkHealth, checked: false, issues: [] })] });
    renderApp(path);
    expect(
      await screen.findByText('Link health comes with the next crawl', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('approves a redirect fix, publishes it to WordPress and shows where it stands', async () => {
    const redirect = linkIssues[1]!;
    const fix = {
      id: '0b5c7d1e-8a39-4f0e-9d55-1f6a2f3c4b5d',
      kind: 'redirect',
      sourceUrl: redirect.sourceUrl,
      targetUrl: redirect.targetUrl,
      anchorText: redirect.anchorText,
      fixUrl: redirect.fixUrl,
      state: 'approved',
      message: null,
      createdAt: '2026-11-22T11:00:00.000Z',
      publishedAt: null,
    };
    const published = { ...fix, state: 'published', publishedAt: '2026-11-22T11:01:00.000Z' };
    const { calls } = stubBackend({
      [LIST]: [ok(linkHealth)],
      [`GET ${FIXES}`]: [ok({ fixes: [] }), ok({ fixes: [fix] }), ok({ fixes: [published] })],
      [`POST ${FIXES}`]: [{ status: 201, body: { data: fix } }],
      [`POST ${FIXES}/${fix.id}/publish`]: [ok(published)],
    });
    const { user } = renderApp(path);
    await screen.findByRole('table', {}, LOAD);

    await user.click(await screen.findByRole('button', { name: /^Approve fix: tulips/ }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sourceUrl: redirect.sourceUrl,
      targetUrl: redirect.targetUrl,
      anchorText: redirect.anchorText,
    });
    // The row and the Link fixes card both offer it.
    const publish = await screen.findAllByRole('button', { name: /^Publish fix to WordPress/ });
    expect(publish).toHaveLength(2);
    await user.click(publish[0]!);
    expect(
      (await screen.findAllByText('Published: the next crawl verifies it')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Link fixes' })).toHaveTextContent(
      '“tulips, "the best"”',
    );
    expect(screen.getAllByRole('button', { name: /^Undo fix/ }).length).toBeGreaterThan(0);
  });
});
