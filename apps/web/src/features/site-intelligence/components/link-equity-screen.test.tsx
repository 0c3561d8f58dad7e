import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { heatmap, WEBSITE_ID } from '../testing/intelligence-fixtures';

const HEATMAP = `GET /api/websites/${WEBSITE_ID}/link-equity-heatmap`;
// The first render loads the screen's chunk (recharts included); give it time on a busy machine.
const LOAD = { timeout: 8000 };
const path = `/websites/${WEBSITE_ID}/link-equity`;

function pagePaths() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);
}

describe('link equity screen', () => {
  it('lists pages weakest first, marks orphans and links each to its suggestions', async () => {
    stubBackend({ [HEATMAP]: [ok(heatmap)] });
    renderApp(path);

    await screen.findByRole('table', {}, LOAD);
    expect(pagePaths()).toEqual(['/tulips/mania', '/roses/feeding', '/roses/pruning', '/']);
    const weakest = screen.getAllByRole('row')[1]!;
    expect(within(weakest).getByText('Orphan')).toBeInTheDocument();
    expect(within(weakest).getByRole('link', { name: /Suggestions for/ })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/link-suggestions`,
    );
    expect(screen.getByText('Weak pages').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Equity by folder' })).toBeInTheDocument();
  });

  it('asks the server for each sort, folder, search and page, and shows its answer', async () => {
    const rows = heatmap.pages;
    const answer = (pages: typeof rows, total = pages.length, page = 1) =>
      jsonResponse(200, {
        data: { ...heatmap, pages, pagination: { page, pages: Math.ceil(total / 50), total } },
      });
    const backend = stubBackend({
      [HEATMAP]: [
        async (url) => {
          const query = url.searchParams;
          if (query.get('orphans') === 'true' || query.get('search') === 'MANIA') {
            return answer(rows.slice(0, 1));
          }
          if (query.get('folder') === '/roses/') {
            return answer([rows[2]!, rows[1]!]);
          }
          if (query.get('page') === '2') {
            return answer(rows.slice(3), 60, 2);
          }
          return query.get('direction') === 'desc' ? answer([...rows].reverse(), 60) : answer(rows);
        },
      ],
    });
    const { user } = renderApp(path);
    await screen.findByRole('table', {}, LOAD);
    const asked = () =>
      backend.callsTo(`/api/websites/${WEBSITE_ID}/link-equity-heatmap`).at(-1)!.search;
    expect(asked()).toBe('?page=1&limit=50&sort=equity&direction=asc');

    await user.click(screen.getByRole('button', { name: 'Equity' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(pagePaths()[0]).toBe('/');
    expect(asked()).toBe('?page=1&limit=50&sort=equity&direction=desc');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(asked()).toContain('page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), '/roses/');
    expect(await screen.findByText('2 of 4 pages')).toBeInTheDocument();
    expect(pagePaths()).toEqual(['/roses/pruning', '/roses/feeding']);
    // A new filter starts again at the first page.
    expect(asked()).toBe('?page=1&limit=50&folder=%2Froses%2F&sort=equity&direction=desc');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search pages' }), 'MANIA');
    await vi.waitFor(() => expect(asked()).toContain('search=MANIA'));
    expect(await screen.findByText('1 of 4 pages')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search pages' }));
    await user.click(screen.getByRole('switch', { name: 'Orphans only' }));
    await vi.waitFor(() => expect(asked()).toContain('orphans=true'));
    expect(pagePaths()).toEqual(['/tulips/mania']);
  });

  it('waits for the first analysis', async () => {
    stubBackend({ [HEATMAP]: [ok({ ...heatmap, computedAt: null, pages: [], folders: [] })] });
    renderApp(path);

    expect(await screen.findByText('No analysis yet', {}, LOAD)).toBeInTheDocument();
  });
});
