import type { AuthUser, SecurityInfo, SessionInfoResponse } from '@linkloom/contracts';
import type { ApiAuth, ApiClient } from '../api-client';
import { logError } from '../error-log';
import { decodeIdToken } from './id-token';
import { createSessionCalls } from './session-calls';
import type { SignInProfile } from './session-calls';
import type { TokenStorage } from './token-storage';

/** Spec §3, user session (client state). */
export type SessionState = {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: AuthUser | null;
  idToken: string | null;
  securityInfo: SecurityInfo | null;
};

export type { SignInProfile } from './session-calls';

export type SessionDeps = {
  api: ApiClient;
  storage: TokenStorage;
  now?: () => number;
};

export const LOADING_STATE: SessionState = {
  status: 'loading',
  user: null,
  idToken: null,
  securityInfo: null,
};

export const SIGNED_OUT_STATE: SessionState = {
  status: 'unauthenticated',
  user: null,
  idToken: null,
  securityInfo: null,
};

// Spec §9: the session check is cached for 1000 ms.
export const VERIFY_CACHE_MS = 1000;
// Renew the 15-minute id token a little before it lapses rather than eat a 401 first.
export const REFRESH_MARGIN_MS = 60_000;

/** The server answered and said no (revoked, expired or malformed token): not a network blip. */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The signed-in session: the refresh token in storage, the id token in memory, the user
 * and security info from the backend. A tiny external store (React reads it with
 * useSyncExternalStore) so the API client, the guards and the screens share one truth.
 */
export function createSession({ api, storage, now = Date.now }: SessionDeps) {
  let state: SessionState = LOADING_STATE;
  const listeners = new Set<() => void>();
  let bootPromise: Promise<void> | null = null;
  let pendingRefresh: Promise<string | null> | null = null;
  let verified: { at: number; token: string; result: Promise<boolean> } | null = null;
  const { fetchIdToken, fetchSessionInfo, syncProfile, revoke, verify } = createSessionCalls(api);

  function setState(next: SessionState) {
    state = next;
    for (const listener of listeners) {
      listener();
    }
  }

  function getState(): SessionState {
    return state;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function getRefreshToken(): string | null {
    return storage.read();
  }

  function clear() {
    storage.clear();
    verified = null;
    setState(SIGNED_OUT_STATE);
  }

  /**
   * On load: with a stored refresh token, get an id token and the session info; if either
   * fails the user is signed out. Runs once; later calls share the first run.
   */
  function boot(): Promise<void> {
    bootPromise ??= (async () => {
      if (state.status !== 'loading') {
        return;
      }
      const refreshToken = getRefreshToken();
      if (!refreshToken) {
        setState(SIGNED_OUT_STATE);
        return;
      }
      try {
        const idToken = await fetchIdToken(refreshToken);
        const info = await fetchSessionInfo(idToken);
        setState({
          status: 'authenticated',
          user: info.user,
          idToken,
          securityInfo: info.securityInfo,
        });
      } catch (error) {
        logError(error, 'Session restore failed');
        // Forget the token only when the server refused it. A network failure (offline, or
        // the page unloading mid-request) leaves it for the next load to try again.
        if (isRefusal(error)) {
          storage.clear();
        }
        verified = null;
        setState(SIGNED_OUT_STATE);
      }
    })();
    return bootPromise;
  }

  /** A new id token from the refresh token, or null when the session cannot be renewed. */
  function refreshIdToken(): Promise<string | null> {
    pendingRefresh ??= (async () => {
      const refreshToken = getRefreshToken();
      if (!refreshToken) {
        return null;
      }
      try {
        const idToken = await fetchIdToken(refreshToken);
        if (state.status === 'authenticated') {
          setState({ ...state, idToken });
        }
        return idToken;
      } catch (error) {
        logError(error, 'Token refresh failed');
        return null;
      }
    })().finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  /** The id token for a product call, renewed first when it is about to expire. */
  async function getIdToken(): Promise<string | null> {
    const { idToken } = state;
    if (!idToken) {
      return null;
    }
    const expiresAt = decodeIdToken(idToken)?.expiresAt ?? null;
    if (expiresAt !== null && expiresAt - now() < REFRESH_MARGIN_MS) {
      return (await refreshIdToken()) ?? idToken;
    }
    return idToken;
  }

  /**
   * After the identity provider accepted the user (spec §4): store the refresh token, get an
   * id token, sync a social profile (not for 'password'), fetch the security info, and only
   * then mark the user signed in. Any failure leaves the user signed out and is re-thrown,
   * except a non-401 profile-sync failure, which is only logged (spec §8, Google flow).
   */
  async function completeSignIn(
    refreshToken: string,
    profile: SignInProfile,
  ): Promise<SessionInfoResponse> {
    storage.write(refreshToken);
    try {
      const idToken = await fetchIdToken(refreshToken);
      if (profile.providerId !== 'password') {
        await syncProfile(idToken, profile);
      }
      const info = await fetchSessionInfo(idToken);
      verified = null;
      setState({
        status: 'authenticated',
        user: info.user,
        idToken,
        securityInfo: info.securityInfo,
      });
      return info;
    } catch (error) {
      logError(error, 'Sign-in failed');
      await revoke(refreshToken);
      clear();
      throw error;
    }
  }

  /** Spec §2 user menu: calls logout (revoking the session), then resets the auth state. */
  async function signOut(): Promise<void> {
    const refreshToken = getRefreshToken();
    clear();
    if (refreshToken) {
      await revoke(refreshToken);
    }
  }

  /** The API client gave up on a 401 (spec §4): the session is gone here too. */
  function expire() {
    if (state.status !== 'unauthenticated') {
      clear();
    }
  }

  /**
   * `GET /auth/verify`, cached for 1000 ms (spec §9). A failure counts as invalid (spec §8).
   * The app runs it when a tab comes back into view, so a session that ended elsewhere
   * signs this tab out before the next screen fails.
   */
  function verifySession(): Promise<boolean> {
    const token = state.idToken;
    if (!token) {
      return Promise.resolve(false);
    }
    if (verified && verified.token === token && now() - verified.at < VERIFY_CACHE_MS) {
      return verified.result;
    }
    // Through the auth hooks: a 401 refreshes and retries, and signs out when that fails.
    const result = verify();
    verified = { at: now(), token, result };
    return result;
  }

  /** Replaces the refresh token after the identity provider issued a new session (password change). */
  function replaceRefreshToken(refreshToken: string) {
    storage.write(refreshToken);
  }

  /** Another tab signed out: follow it. */
  function handleStorageCleared() {
    if (!getRefreshToken() && state.status === 'authenticated') {
      verified = null;
      setState(SIGNED_OUT_STATE);
    }
  }

  const apiAuth: ApiAuth = {
    getToken: getIdToken,
    refreshToken: refreshIdToken,
    onSessionExpired: expire,
  };

  /** Tests only: start from a given state without any call. */
  function resetForTests(next: SessionState = LOADING_STATE) {
    bootPromise = next.status === 'loading' ? null : Promise.resolve();
    pendingRefresh = null;
    verified = null;
    setState(next);
  }

  return {
    getState,
    subscribe,
    getRefreshToken,
    boot,
    refreshIdToken,
    getIdToken,
    completeSignIn,
    signOut,
    expire,
    verifySession,
    replaceRefreshToken,
    handleStorageCleared,
    apiAuth,
    resetForTests,
  };
}
