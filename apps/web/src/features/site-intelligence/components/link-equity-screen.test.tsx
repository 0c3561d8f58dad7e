import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
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

  it('sorts, searches and filters the table', async () => {
    stubBackend({ [HEATMAP]: [ok(heatmap)] });
    const { user } = renderApp(path);
    await screen.findByRole('table', {}, LOAD);

    await user.click(screen.getByRole('button', { name: 'Equity' }));
    expect(pagePaths()[0]).toBe('/');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), '/roses/');
    expect(pagePaths()).toEqual(['/roses/pruning', '/roses/feeding']);
    expect(screen.getByText('2 of 4 pages')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search pages' }), 'MANIA');
    expect(pagePaths()).toEqual(['/tulips/mania']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search pages' }));
    await user.click(screen.getByRole('switch', { name: 'Orphans only' }));
    expect(pagePaths()).toEqual(['/tulips/mania']);
  });

  it('waits for the first analysis', async () => {
    stubBackend({ [HEATMAP]: [ok({ computedAt: null, pages: [], folders: [] })] });
    renderApp(path);

    expect(await screen.findByText('No analysis yet', {}, LOAD)).toBeInTheDocument();
  });
});
