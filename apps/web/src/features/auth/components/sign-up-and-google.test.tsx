import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_KEY } from '@/lib/auth/token-storage';
import { stubBackend } from '@/testing/fake-backend';
import { renderApp, testUser } from '@/testing/render-app';
import {
  deferred,
  identityOk,
  providers,
  sessionInfo,
  signedInBackend,
} from '../testing/auth-screen-fixtures';

describe('sign-up tab', () => {
  async function fillSignUp(password: string, confirmPassword: string) {
    const backend = stubBackend(providers(false));
    const view = renderApp('/auth', { session: 'visitor' });
    await view.user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Email'), 'new@example.com');
    await view.user.type(screen.getByLabelText('Password'), password);
    await view.user.type(screen.getByLabelText('Confirm password'), confirmPassword);
    await view.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    return backend;
  }

  it("says 'Passwords do not match' before any call", async () => {
    const backend = await fillSignUp('secret-1', 'secret-2');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.path.startsWith('/identity/'))).toEqual([]);
  });

  it("says 'Password must be at least 6 characters long' before any call", async () => {
    const backend = await fillSignUp('12345', '12345');

    expect(
      await screen.findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.path.startsWith('/identity/'))).toEqual([]);
  });

  it("reads 'Creating account...', welcomes the user and warns about the unverified e-mail", async () => {
    const identity = deferred();
    const backend = signedInBackend({
      'POST /identity/sign-up/email': [() => identity.promise],
      'GET /api/auth/session-info': [sessionInfo({ emailVerified: false })],
    });
    const { user, router } = renderApp('/auth', { session: 'visitor' });

    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    identity.resolve(new Response(JSON.stringify(identityOk.body), { status: 200 }));

    expect(await screen.findByText('Welcome to Linkloom!')).toBeInTheDocument();
    expect(
      await screen.findByText('Please verify your email address for full account access'),
    ).toBeInTheDocument();
    // The dashboard is a lazy route: the location changes once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(backend.callsTo('/identity/sign-up/email')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'secret-1',
      name: '',
    });
  });

  it('says an e-mail is taken in the spec words', async () => {
    signedInBackend({
      'POST /identity/sign-up/email': [
        { status: 422, body: { code: 'USER_ALREADY_EXISTS', message: 'User already exists.' } },
      ],
    });
    const { user } = renderApp('/auth', { session: 'visitor' });

    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please sign in instead or use a different email.',
    );
  });
});

describe('back from Google', () => {
  const cookieSession = {
    status: 200,
    body: {
      session: { token: 'google-refresh' },
      user: {
        id: 'user-1',
        email: 'grace@example.com',
        name: 'Grace',
        image: 'https://example.com/g.png',
      },
    },
  };

  it("shows 'Signing you in...', syncs the profile and welcomes the user", async () => {
    const sync = deferred();
    const backend = signedInBackend({
      'GET /identity/get-session': [cookieSession],
      'POST /api/auth/social-auth-callback': [() => sync.promise],
      'GET /api/auth/session-info': [sessionInfo({ authProvider: 'google.com' })],
    });
    const { router } = renderApp('/auth?google=1', { session: 'visitor' });

    expect(await screen.findByText('Signing you in...')).toBeInTheDocument();
    sync.resolve(new Response(JSON.stringify({ data: { user: testUser } }), { status: 200 }));

    expect(await screen.findByText('Welcome to Linkloom!')).toBeInTheDocument();
    // The dashboard is a lazy route: the location changes once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('google-refresh');
    expect(backend.callsTo('/api/auth/social-auth-callback')[0]?.body).toEqual({
      displayName: 'Grace',
      photoURL: 'https://example.com/g.png',
      providerId: 'google.com',
    });
  });

  it("warns 'User might already exist. Try logging in.' when the sync answers 401, then signs out", async () => {
    signedInBackend({
      'GET /identity/get-session': [cookieSession],
      'POST /api/auth/social-auth-callback': [
        { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
      ],
    });
    const { router } = renderApp('/auth?google=1', { session: 'visitor' });

    expect(
      await screen.findByText('User might already exist. Try logging in.'),
    ).toBeInTheDocument();
    // The sign-in screen is a lazy route: the location changes once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('reads a cancelled Google consent as a cancelled sign-in', async () => {
    signedInBackend();
    renderApp('/auth?google=1&error=access_denied', { session: 'visitor' });

    expect(await screen.findByText('Sign-in was cancelled. Please try again.')).toBeInTheDocument();
  });
});
