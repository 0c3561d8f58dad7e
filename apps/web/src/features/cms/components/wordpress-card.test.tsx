import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { session } from '@/lib/auth/session';
import { queryDefaults } from '@/lib/react-query';
import { ok, stubBackend } from '@/testing/fake-backend';
import { signedInState } from '@/testing/render-app';
import { WordpressCard } from './wordpress-card';

const WEBSITE_ID = '00000000-0000-4000-8000-0000000000aa';
const cms = `/api/websites/${WEBSITE_ID}/cms`;

describe('the website’s WordPress section', () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; Radix measures a checkbox inside a form with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('says the connection needs attention, with WordPress’s reason, and offers to connect again', async () => {
    stubBackend({
      [`GET ${cms}`]: [
        ok({
          kind: 'wordpress',
          site_url: 'https://blog.example',
          username: 'editor',
          display_name: 'Ed',
          connected_at: '2026-01-01T00:00:00.000Z',
          needs_attention: 'WordPress did not accept this user name and application password.',
          link_settings: {
            max_links_per_post: 10,
            max_links_per_paragraph: 2,
            open_in_new_tab: false,
            nofollow: false,
            relative_urls: false,
          },
        }),
      ],
      [`GET ${cms}/apply-runs/latest`]: [ok(null)],
    });
    session.resetForTests(signedInState);
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={new QueryClient({ defaultOptions: queryDefaults })}>
        <WordpressCard websiteId={WEBSITE_ID} />
      </AppProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Needs attention: WordPress did not accept this user name and application password.',
    );
    await user.click(screen.getByRole('button', { name: 'Connect again' }));
    expect(screen.getByRole('form', { name: 'Connect WordPress' })).toBeVisible();
  });
});
