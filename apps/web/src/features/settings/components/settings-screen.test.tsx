import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_KEY } from '@/lib/auth/token-storage';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp, signedInState } from '@/testing/render-app';
import { NOTIFICATION_PREFERENCES_KEY } from '../utils/notification-preferences';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const sessions = [
  {
    id: 's1',
    current: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    expiresAt: '2026-12-22T09:00:00.000Z',
    ipAddress: '203.0.113.7',
    userAgent: CHROME_LINUX,
  },
  {
    id: 's2',
    current: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-12-20T08:00:00.000Z',
    ipAddress: '198.51.100.4',
    userAgent: SAFARI_IPHONE,
  },
];

const identity = (body: unknown, status = 200) => ({ status, body });

describe('settings', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('shows the profile with disabled inputs and a Sign Out button', async () => {
    stubBackend({ 'POST /api/auth/logout': [ok({ success: true })] });
    const { user, router } = renderApp('/settings');

    const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Notifications', 'Security']);
    for (const label of ['Display name', 'Email', 'Company', 'Website']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers to resend the verification e-mail to an unverified password account', async () => {
    const backend = stubBackend({
      'POST /identity/send-verification-email': [identity({ status: true })],
    });
    const { user } = renderApp('/settings', {
      session: {
        ...signedInState,
        securityInfo: { emailVerified: false, authProvider: 'password' },
      },
    });

    expect(
      await screen.findByText('Please verify your email address for full account access'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));

    expect(
      await screen.findByText('A verification link is on its way to ada@example.com.'),
    ).toBeInTheDocument();
    expect(backend.callsTo('/identity/send-verification-email')[0]?.body).toMatchObject({
      email: 'ada@example.com',
    });
  });

  it('keeps the notification toggles (email, push on; weekly off) in this browser', async () => {
    stubBackend({});
    const { user, unmount } = renderApp('/settings');

    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    const weekly = screen.getByRole('switch', { name: 'Weekly report' });
    expect(weekly).not.toBeChecked();

    await user.click(weekly);
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_PREFERENCES_KEY) ?? '{}')).toEqual({
      email: true,
      push: true,
      weekly: true,
    });
    unmount();

    renderApp('/settings?tab=notifications');
    expect(await screen.findByRole('switch', { name: 'Weekly report' })).toBeChecked();
  });
});

describe('settings security tab', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('lists the sessions with device, IP and last activity, marking this one', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const backend = stubBackend({ 'GET /identity/list-sessions': [identity(sessions)] });
    renderApp('/settings?tab=security');

    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('IP 203.0.113.7');
    expect(rows[0]).toHaveTextContent('Last active');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(backend.callsTo('/identity/list-sessions')[0]?.headers.Authorization).toBe(
      'Bearer refresh-1',
    );
  });

  it('revokes one other session, then all others', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const backend = stubBackend({
      'GET /identity/list-sessions': [identity(sessions)],
      'POST /identity/revoke-session': [identity({ status: true })],
      'POST /identity/revoke-other-sessions': [identity({ status: true })],
    });
    const { user } = renderApp('/settings?tab=security');

    await user.click(await screen.findByRole('button', { name: 'Revoke Safari on iOS' }));
    expect(await screen.findByText('The session was signed out.')).toBeInTheDocument();
    expect(backend.callsTo('/identity/revoke-session')[0]?.body).toEqual({ sessionId: 's2' });

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('All other sessions were signed out.')).toBeInTheDocument();
    expect(backend.callsTo('/identity/revoke-other-sessions')).toHaveLength(1);
  });

  it('changes the password and keeps this tab signed in with the new session token', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const backend = stubBackend({
      'GET /identity/list-sessions': [identity(sessions)],
      'POST /identity/change-password': [identity({ token: 'refresh-2', user: {} })],
    });
    const { user } = renderApp('/settings?tab=security');

    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(backend.callsTo('/identity/change-password')[0]?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      revokeOtherSessions: true,
    });
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('checks the new password before calling, and says when the current one is wrong', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const backend = stubBackend({
      'GET /identity/list-sessions': [identity(sessions)],
      'POST /identity/change-password': [
        identity({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400),
      ],
    });
    const { user } = renderApp('/settings?tab=security');

    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(
      await screen.findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(backend.callsTo('/identity/change-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    );
  });

  it('has no password form for a Google account', async () => {
    stubBackend({ 'GET /identity/list-sessions': [identity([])] });
    renderApp('/settings?tab=security', {
      session: {
        ...signedInState,
        securityInfo: { emailVerified: true, authProvider: 'google.com' },
      },
    });

    expect(
      await screen.findByText(
        'You sign in with Google, so there is no Linkloom password to change.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
