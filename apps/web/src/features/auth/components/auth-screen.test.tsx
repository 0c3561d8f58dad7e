import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_KEY } from '@/lib/auth/token-storage';
import { stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { deferred, identityOk, providers, signedInBackend } from '../testing/auth-screen-fixtures';

describe('sign-in screen', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('shows both tabs, the tagline and Google on each tab', async () => {
    stubBackend(providers(true));
    const { user } = renderApp('/login', { session: 'visitor' });

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByText('Turn your internal links into an SEO growth engine.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('disables Google with an explanation when the server has no Google configuration', async () => {
    stubBackend(providers(false));
    renderApp('/login', { session: 'visitor' });

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(
      await screen.findByText(
        'Google sign-in is not configured on this server. Use your e-mail and password instead.',
      ),
    ).toBeInTheDocument();
    expect(google).toBeDisabled();
  });

  it('shows the password field only once an e-mail is typed, with a visibility toggle', async () => {
    stubBackend(providers(false));
    const { user } = renderApp('/login', { session: 'visitor' });

    await screen.findByRole('tab', { name: 'Sign In' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("reads 'Signing in...' while busy, then welcomes the user back on /dashboard", async () => {
    const identity = deferred();
    const backend = signedInBackend({ 'POST /identity/sign-in/email': [() => identity.promise] });
    const { user, router } = renderApp('/login', { session: 'visitor' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    identity.resolve(new Response(JSON.stringify(identityOk.body), { status: 200 }));

    expect(await screen.findByText('Welcome back to Linkloom!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The dashboard is a lazy route: the location changes once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(backend.callsTo('/identity/sign-in/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-1',
    });
    // A password sign-in syncs no social profile (spec §6).
    expect(backend.callsTo('/api/auth/social-auth-callback')).toHaveLength(0);
  });

  it('asks for the e-mail and password before calling anyone', async () => {
    const backend = signedInBackend();
    const { user } = renderApp('/login', { session: 'visitor' });

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email address is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(backend.callsTo('/identity/sign-in/email')).toHaveLength(0);
  });

  it('shows the invalid-credential message for a wrong password', async () => {
    signedInBackend({
      'POST /identity/sign-in/email': [
        {
          status: 401,
          body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        },
      ],
    });
    const { user, router } = renderApp('/login', { session: 'visitor' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials or make sure you have signed up and try again.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("toasts 'Authentication failed. Please check your credentials.' when the backend answers 401", async () => {
    const backend = signedInBackend({
      'POST /api/auth/refresh-token': [
        { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
      ],
    });
    const { user, router } = renderApp('/login', { session: 'visitor' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Authentication failed. Please check your credentials.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    // The identity session is revoked again.
    expect(backend.callsTo('/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
  });

  it('answers another backend failure with the not-authorized message', async () => {
    signedInBackend({
      'GET /api/auth/session-info': [
        { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } },
      ],
    });
    const { user } = renderApp('/login', { session: 'visitor' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Your account is not authorized to use this application'),
    ).toBeInTheDocument();
  });
});
