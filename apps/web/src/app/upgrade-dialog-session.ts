// The paywall's own upgrade dialog opens by itself at most once per browser session and
// user (issue 17): at 0 credits it used to reopen on every page load.
const KEY_PREFIX = 'linkloom.upgradeDialogShown.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): then once per page load is the best we can do.
    return null;
  }
}

export function wasUpgradeDialogShown(userId: string): boolean {
  return storage()?.getItem(`${KEY_PREFIX}${userId}`) === '1';
}

export function markUpgradeDialogShown(userId: string): void {
  storage()?.setItem(`${KEY_PREFIX}${userId}`, '1');
}
