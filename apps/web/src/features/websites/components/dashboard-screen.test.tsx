import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, OTHER_WEBSITE_ID, someStats, WEBSITE_ID } from '@/testing/website-fixtures';
import { setAddProjectDialogOpen } from '../utils/add-project-dialog-store';
import { reloadSelectedWebsiteIdForTests } from '../utils/selected-website-store';

describe('dashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSelectedWebsiteIdForTests();
  });
  afterEach(() => {
    setAddProjectDialogOpen(false);
  });

  it("shows 'No projects yet' and opens Add New Project from 'Add Your First Project'", async () => {
    stubBackend({});
    const { user } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Project' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
  });

  it('shows each project with its tiles, links and Action Items', async () => {
    stubBackend({
      'GET /api/websites': [
        ok([
          aWebsite({ lastCrawledAt: '2025-03-01T12:00:00.000Z' }),
          aWebsite({ uuid: OTHER_WEBSITE_ID, name: 'Shop', url: 'https://shop.test/' }),
        ]),
      ],
      [`GET /api/websites/${WEBSITE_ID}/stats`]: [
        ok(
          someStats({
            totalPages: 8,
            crawledPages: 6,
            linkSuggestions: 12,
            pendingSuggestions: 5,
            lastCrawledAt: '2025-03-01T12:00:00.000Z',
          }),
        ),
      ],
      [`GET /api/websites/${OTHER_WEBSITE_ID}/stats`]: [ok(someStats())],
    });
    renderApp('/dashboard');

    const card = await screen.findByRole('article', { name: 'Acme Blog' });
    expect(within(card).getByText('https://acme.test/')).toBeInTheDocument();
    expect(within(card).getByText('Sitemap found')).toBeInTheDocument();
    expect(await within(card).findByText('75%')).toBeInTheDocument();
    expect(within(card).getByText('5 Ready for review')).toBeInTheDocument();
    expect(within(card).getByText('Mar 2, 2025')).toBeInTheDocument();
    expect(within(card).getByText('Last: Mar 1, 2025')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /Link Suggestions.*5 pending review/ }),
    ).toHaveAttribute('href', `/websites/${WEBSITE_ID}/link-suggestions`);
    expect(within(card).getByRole('link', { name: /Crawls.*75% crawled/ })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/crawls`,
    );

    const shop = screen.getByRole('article', { name: 'Shop' });
    expect(await within(shop).findByText('Not scheduled')).toBeInTheDocument();
    expect(within(shop).getByText('Last: Never')).toBeInTheDocument();

    const actions = screen.getByRole('region', { name: 'Action Items' });
    expect(actions).toHaveTextContent('Acme Blog: 5 link suggestions ready for review');
    expect(within(actions).queryByText(/Shop/)).not.toBeInTheDocument();
  });

  it('hides Action Items while there are no suggestions', async () => {
    stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      [`GET /api/websites/${WEBSITE_ID}/stats`]: [ok(someStats({ totalPages: 3 }))],
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('article', { name: 'Acme Blog' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('0 Ready for review')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Action Items' })).not.toBeInTheDocument();
  });

  it('edits a project in the Edit Project modal with the same form', async () => {
    const backend = stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      [`GET /api/websites/${WEBSITE_ID}/stats`]: [ok(someStats())],
      [`PUT /api/websites/${WEBSITE_ID}`]: [ok(aWebsite({ name: 'Acme Journal' }))],
    });
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Edit Acme Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    const name = within(dialog).getByLabelText('Project Name');
    expect(name).toHaveValue('Acme Blog');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Update Website' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Acme Journal');
    await user.click(within(dialog).getByRole('button', { name: 'Update Website' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.callsTo(`/api/websites/${WEBSITE_ID}`)[0]?.body).toEqual({
      name: 'Acme Journal',
      url: 'https://acme.test/',
    });
  });
});
