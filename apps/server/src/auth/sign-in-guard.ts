import { clearRateLimit, hitRateLimit } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import type { Mailer } from '@linkloom/services';
import { signInFailuresEmail } from './auth-emails';

const WINDOW_MS = 15 * 60 * 1000;

/** How sign-ins to one account are held back; every count is per 15 minutes. */
export type SignInGuardPolicy = {
  /**
   * Attempts from one address (or one known device) before it must wait out the window for
   * this account: a stranger's guesses are throttled where they come from, never the account.
   */
  perAddress: number;
  /** Attempts from all unknown devices before each further one waits, a little longer each time. */
  slowAfter: number;
  slowStepMs: number;
  slowMaxMs: number;
  /** Failures in a row after which the owner hears of them, once per window. */
  alertAt: number;
};

// Anyone can type an e-mail address: locking the account on its failures would let a stranger
// lock its owner out (issue 54, item 6: 22 addresses × 10 guesses did). One address is throttled;
// unknown devices together are only slowed; a device that signed in to the account before is
// counted on its own failures alone, so the owner's sign-in from it always gets through.
export const SIGN_IN_GUARD_POLICY: SignInGuardPolicy = {
  perAddress: 10,
  slowAfter: 10,
  slowStepMs: 200,
  slowMaxMs: 3_000,
  alertAt: 10,
};

type Deps = {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  /** Whether an account has this e-mail: only owners are told of failures. */
  hasAccount: (email: string) => Promise<boolean>;
  /** Where the owner can reset the password. */
  signInUrl: string;
  policy?: SignInGuardPolicy;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/** Where an attempt comes from: its address, and the known device it carries for this account. */
export type SignInSource = { ip: string; device: string | null };

export type SignInVerdict =
  { allowed: true; failuresBefore: number } | { allowed: false; retryAfterMs: number };

/** Per-account sign-in limits: `check` before a password sign-in, `settle` after its answer. */
export function createSignInGuard({
  db,
  mailer,
  hasAccount,
  signInUrl,
  policy = SIGN_IN_GUARD_POLICY,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => Date.now(),
}: Deps) {
  // A known device is counted apart from the address it is at: strangers behind the same
  // address (a café, an office) cannot throttle it.
  const sourceKey = (email: string, { ip, device }: SignInSource) =>
    device ? `sign-in-device:${email}:${device}` : `sign-in-address:${email}:${ip}`;
  const emailKey = (email: string) => `sign-in-email:${email}`;

  async function check(email: string, source: SignInSource): Promise<SignInVerdict> {
    const bySource = await hitRateLimit(db, {
      key: sourceKey(email, source),
      windowMs: WINDOW_MS,
      max: policy.perAddress,
      now: now(),
    });
    if (!bySource.allowed) {
      return { allowed: false, retryAfterMs: bySource.retryAfterMs };
    }
    if (source.device) {
      return { allowed: true, failuresBefore: bySource.count - 1 };
    }
    // No ceiling: unknown devices together only wait, so no stranger locks the account.
    const byEmail = await hitRateLimit(db, {
      key: emailKey(email),
      windowMs: WINDOW_MS,
      max: Number.MAX_SAFE_INTEGER,
      now: now(),
    });
    const beyond = byEmail.count - policy.slowAfter;
    if (beyond > 0) {
      await sleep(Math.min(policy.slowMaxMs, beyond * policy.slowStepMs));
    }
    return { allowed: true, failuresBefore: byEmail.count - 1 };
  }

  async function settle(
    email: string,
    source: SignInSource,
    { succeeded, failuresBefore }: { succeeded: boolean; failuresBefore: number },
  ): Promise<void> {
    if (succeeded) {
      await clearRateLimit(db, sourceKey(email, source));
      if (!source.device) {
        await clearRateLimit(db, emailKey(email));
      }
      return;
    }
    const failures = failuresBefore + 1;
    if (!source.device && failures === policy.alertAt && (await hasAccount(email))) {
      await mailer.send(signInFailuresEmail(email, failures, signInUrl));
    }
  }

  return { check, settle };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
