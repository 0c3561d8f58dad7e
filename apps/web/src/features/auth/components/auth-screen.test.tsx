import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_KEY } from '@/lib/auth/token-storage';
import { ok, stubBackend } from '@/testing/fake-backend';
import type { FakeAnswer } from '@/testing/fake-backend';
import { renderApp, testUser } from '@/testing/render-app';

const providers = (google: boolean) => ({
  'GET /api/auth/providers': [ok({ emailPassword: true, google, signupMode: 'open' })],
});

function sessionInfo({ emailVerified = true, authProvider = 'password' } = {}) {
  return ok({ securityInfo: { emailVerified, authProvider }, user: testUser });
}

const identityOk = {
  status: 200,
  body: { token: 'refresh-1', user: { id: 'user-1', email: testUser.email } },
};

function signedInBackend(extra: Record<string, FakeAnswer[]> = {}) {
  return stubBackend({
    ...providers(false),
    'POST /identity/sign-in/email': [identityOk],
    'POST /identity/sign-up/email': [identityOk],
    'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
    'GET /api/auth/session-info': [sessionInfo()],
    'POST /api/auth/logout': [ok({ success: true })],
    ...extra,
  });
}

function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

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
    expect(router.state.location.pathname).toBe('/dashboard');
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
    expect(router.state.location.pathname).toBe('/dashboard');
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
    expect(router.state.location.pathname).toBe('/dashboard');
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
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('reads a cancelled Google consent as a cancelled sign-in', async () => {
    signedInBackend();
    renderApp('/auth?google=1&error=access_denied', { session: 'visitor' });

    expect(await screen.findByText('Sign-in was cancelled. Please try again.')).toBeInTheDocument();
  });
});
