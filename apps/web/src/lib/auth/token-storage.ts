/**
 * Where the refresh token (the identity session token) survives a reload. The key is a
 * contract: e2e tests sign in by writing it. The id token is never stored; it lives in memory.
 */
export const REFRESH_TOKEN_KEY = 'linkloom.refreshToken';

export type TokenStorage = {
  read: () => string | null;
  write: (token: string) => void;
  clear: () => void;
};

// Storage can throw (a locked-down browser profile); the session then lasts until reload.
export const browserTokenStorage: TokenStorage = {
  read() {
    try {
      return globalThis.localStorage?.getItem(REFRESH_TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  },
  write(token) {
    try {
      globalThis.localStorage?.setItem(REFRESH_TOKEN_KEY, token);
    } catch {
      // Kept in memory only.
    }
  },
  clear() {
    try {
      globalThis.localStorage?.removeItem(REFRESH_TOKEN_KEY);
    } catch {
      // Nothing stored.
    }
  },
};

/** A storage for tests. */
export function createMemoryTokenStorage(initial: string | null = null): TokenStorage {
  let value = initial;
  return {
    read: () => value,
    write(token) {
      value = token;
    },
    clear() {
      value = null;
    },
  };
}
