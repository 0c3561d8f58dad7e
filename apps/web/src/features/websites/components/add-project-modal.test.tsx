import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { created, jsonResponse, ok, stubBackend } from '@/testing/fake-backend';
import type { FakeAnswer } from '@/testing/fake-backend';
import { ProcessSelectionStep } from '@/features/processing';
import { aCompletedJob, acceptedProcessing } from '@/testing/processing-fixtures';
import { renderApp } from '@/testing/render-app';
import { aWebsite, someSitemapData, somePages, WEBSITE_ID } from '@/testing/website-fixtures';
import { openAddProjectDialog, setAddProjectDialogOpen } from '../utils/add-project-dialog-store';
import { AddProjectModal } from './add-project-modal';

const SITEMAP_DATA = `/api/websites/${WEBSITE_ID}/sitemap/data`;

function Harness() {
  return (
    <>
      <button type="button" onClick={openAddProjectDialog}>
        Open
      </button>
      <AddProjectModal
        pollIntervalMs={5}
        renderProcessing={(props) => <ProcessSelectionStep {...props} />}
      />
      <Outlet />
    </>
  );
}

function renderModal(backend: Record<string, FakeAnswer[]>) {
  const fake = stubBackend(backend);
  const view = renderApp('/start', {
    routes: [
      {
        element: <Harness />,
        children: [
          { path: '/start', element: <p>Start</p> },
          { path: '/dashboard', element: <h1>Dashboard</h1> },
        ],
      },
    ],
  });
  return { ...view, fake };
}

async function openAndFill(
  user: ReturnType<typeof renderModal>['user'],
  url = 'https://acme.test',
) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Project' });
  await user.type(within(dialog).getByLabelText('Project Name'), 'Acme Blog');
  await user.type(within(dialog).getByLabelText('Website URL'), url);
  return dialog;
}

const logLines = Array.from({ length: 8 }, (_, index) => ({
  at: `2025-03-01T12:00:0${index}.000Z`,
  level: 'info' as const,
  message: `Step ${index + 1}`,
}));

const sixtyUrls = Array.from({ length: 60 }, (_, index) => `https://acme.test/post-${index + 1}`);

describe('Add New Project modal', () => {
  beforeEach(() => {
    setAddProjectDialogOpen(false);
  });
  afterEach(() => {
    setAddProjectDialogOpen(false);
  });

  it('checks the name and URL with the spec messages before any call', async () => {
    const { user, fake } = renderModal({});
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Project' });
    expect(
      within(dialog).getByText(/smart crawl defaults.*You can change them later/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Website' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('URL is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Website URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Add Website' }));
    expect(await within(dialog).findByText('Must be a valid URL')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Website URL'));
    await user.type(within(dialog).getByLabelText('Website URL'), 'ftp://acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Website' }));
    expect(
      await within(dialog).findByText('URL must start with http:// or https://'),
    ).toBeInTheDocument();
    expect(fake.callsTo('/api/websites').filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates, shows the last 6 log lines while extracting, pre-selects 50 URLs and processes the selection', async () => {
    let releaseCreate: () => void = () => undefined;
    const { user, fake, router } = renderModal({
      'POST /api/websites': [
        () =>
          new Promise<Response>((resolve) => {
            releaseCreate = () => resolve(jsonResponse(201, { data: aWebsite() }));
          }),
      ],
      [`GET ${SITEMAP_DATA}`]: [
        ok(someSitemapData({ status: 'discovering', totalPages: 12, log: logLines })),
        ok(someSitemapData({ status: 'discovering', totalPages: 12, log: logLines })),
        ok(someSitemapData({ status: 'found', totalPages: 60, log: logLines })),
      ],
      [`GET /api/websites/${WEBSITE_ID}/sitemap/pages`]: [ok(somePages(sixtyUrls))],
      'POST /api/credits/check': [ok({ hasEnoughCredits: true, creditsRemaining: 50 })],
      [`POST /api/websites/${WEBSITE_ID}/process-selected`]: [
        acceptedProcessing({
          credits: { isPartial: true, consumed: 50, remaining: 0, needsUpgrade: true },
          processing: { urlsRequested: 59, urlsProcessed: 50, urlsSkipped: 9 },
        }),
      ],
      [`GET /api/websites/${WEBSITE_ID}/queue-status`]: [ok(aCompletedJob())],
    });
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Website' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    releaseCreate();

    const extracting = await screen.findByRole('dialog', { name: 'Extracting sitemap' });
    const log = await within(extracting).findByRole('list', { name: 'Discovery log' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(6));
    expect(within(log).queryByText('Step 2')).not.toBeInTheDocument();
    expect(within(log).getByText('Step 8')).toBeInTheDocument();
    expect(fake.callsTo('/api/websites')[0]?.body).toEqual({
      name: 'Acme Blog',
      url: 'https://acme.test',
    });

    const select = await screen.findByRole('dialog', { name: 'Select URLs to process' });
    expect(await within(select).findByText('50 of 60 selected')).toBeInTheDocument();
    expect(within(select).getByRole('checkbox', { name: sixtyUrls[49] })).toBeChecked();
    expect(within(select).getByRole('checkbox', { name: sixtyUrls[50] })).not.toBeChecked();
    expect(fake.calls.find((call) => call.path.endsWith('/sitemap/pages'))).toBeDefined();

    await user.click(within(select).getByRole('button', { name: 'Clear' }));
    expect(within(select).getByText('0 of 60 selected')).toBeInTheDocument();
    expect(
      within(select).getByText('Please select at least one URL to continue'),
    ).toBeInTheDocument();
    expect(within(select).getByRole('button', { name: 'Process Selected URLs' })).toBeDisabled();

    await user.click(within(select).getByRole('button', { name: 'Select all' }));
    expect(within(select).getByText('60 of 60 selected')).toBeInTheDocument();
    await user.click(within(select).getByRole('checkbox', { name: sixtyUrls[0] }));
    expect(within(select).getByText('59 of 60 selected')).toBeInTheDocument();
    await user.click(within(select).getByRole('button', { name: 'Process Selected URLs' }));

    expect(await screen.findByText('Processing complete')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to your dashboard')).toBeInTheDocument();
    expect(fake.callsTo(`/api/websites/${WEBSITE_ID}/process-selected`)[0]?.body).toMatchObject({
      urls: sixtyUrls.slice(1),
    });
    // Spec §9: the modal closes 2 s later and the dashboard shows (the navigation settles a
    // moment after the modal has closed).
    await waitFor(
      () => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/dashboard');
      },
      { timeout: 3000 },
    );
  }, 30_000);

  it('says so when discovery found no URLs', async () => {
    const { user } = renderModal({
      'POST /api/websites': [created(aWebsite())],
      [`GET ${SITEMAP_DATA}`]: [ok(someSitemapData({ status: 'empty' }))],
      [`GET /api/websites/${WEBSITE_ID}/sitemap/pages`]: [ok(somePages([]))],
    });
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Website' }));

    const select = await screen.findByRole('dialog', { name: 'Select URLs to process' });
    expect(
      await within(select).findByText(
        'No URLs discovered yet. Please wait a moment and try again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(select).getByRole('button', { name: 'Back' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Project' });
    expect(within(form).getByLabelText('Website URL')).toHaveValue('https://acme.test/');
    expect(within(form).getByRole('button', { name: 'Update Website' })).toBeInTheDocument();
  });

  it('shows the reason and the log when discovery fails, and tries again', async () => {
    const { user, fake } = renderModal({
      'POST /api/websites': [created(aWebsite())],
      [`GET ${SITEMAP_DATA}`]: [
        ok(
          someSitemapData({
            status: 'failed',
            reason: 'robots.txt disallows every page',
            log: [{ at: '2025-03-01T12:00:00.000Z', level: 'error', message: 'Disallow: /' }],
          }),
        ),
        ok(someSitemapData({ status: 'discovering' })),
      ],
      [`POST /api/websites/${WEBSITE_ID}/sitemap/discover`]: [
        { status: 202, body: { data: aWebsite({ sitemap_status: 'pending' }) } },
      ],
    });
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Website' }));

    const extracting = await screen.findByRole('dialog', { name: 'Extracting sitemap' });
    expect(
      await within(extracting).findByText('robots.txt disallows every page'),
    ).toBeInTheDocument();
    expect(within(extracting).getByText('Disallow: /')).toBeInTheDocument();
    await user.click(within(extracting).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(fake.callsTo(`/api/websites/${WEBSITE_ID}/sitemap/discover`)).toHaveLength(1),
    );
  });

  it('shows the plan limit refusal with a way to the plans', async () => {
    const { user } = renderModal({
      'POST /api/websites': [
        {
          status: 403,
          body: {
            error: {
              code: 'PLAN_LIMIT_REACHED',
              message: 'Upgrade to Pro to add up to 3 websites (currently 1/1)',
            },
          },
        },
      ],
    });
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Website' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Upgrade to Pro to add up to 3 websites (currently 1/1)');
    expect(within(alert).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('toasts and returns to the list when processing cannot start', async () => {
    const { user } = renderModal({
      'POST /api/websites': [created(aWebsite())],
      [`GET ${SITEMAP_DATA}`]: [ok(someSitemapData({ status: 'found', totalPages: 2 }))],
      [`GET /api/websites/${WEBSITE_ID}/sitemap/pages`]: [
        ok(somePages(['https://acme.test/a', 'https://acme.test/b'])),
      ],
      'POST /api/credits/check': [ok({ hasEnoughCredits: true, creditsRemaining: 50 })],
      [`POST /api/websites/${WEBSITE_ID}/process-selected`]: [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'Internal error' } } },
      ],
    });
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Website' }));
    const select = await screen.findByRole('dialog', { name: 'Select URLs to process' });
    await user.click(await within(select).findByRole('button', { name: 'Process Selected URLs' }));

    expect(
      await screen.findByText('Failed to start processing. Please try again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Select URLs to process' }),
    ).toBeInTheDocument();
  });
});
