import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api-client';
import { createSession } from './create-session';
import type { SessionState } from './create-session';
import { browserTokenStorage, REFRESH_TOKEN_KEY } from './token-storage';

export type { SessionState, SignInProfile } from './create-session';

/** The app's session, wired to the app's API client: every product call carries its id token. */
export const session = createSession({ api, storage: browserTokenStorage });
api.setAuth(session.apiAuth);

if (typeof window !== 'undefined') {
  // Another tab signed out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === REFRESH_TOKEN_KEY || event.key === null) {
      session.handleStorageCleared();
    }
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && session.getState().status === 'authenticated') {
      void session.verifySession();
    }
  });
}

/** The session state; the first reader starts restoring a stored session. */
export function useSession(): SessionState {
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  useEffect(() => {
    void session.boot();
  }, []);
  return state;
}
