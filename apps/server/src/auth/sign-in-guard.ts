import { clearRateLimit, hitRateLimit } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import type { Mailer } from '@linkloom/services';
import { signInFailuresEmail } from './auth-emails';

const WINDOW_MS = 15 * 60 * 1000;

/** How sign-ins to one account are held back; every count is per 15 minutes. */
export type SignInGuardPolicy = {
  /** Attempts from one address before that address is locked out of the account. */
  perAddress: number;
  /** Attempts from all addresses before the account refuses everyone: a ceiling, not a lock. */
  perEmail: number;
  /** Attempts from all addresses before each further one waits, a little longer each time. */
  slowAfter: number;
  slowStepMs: number;
  slowMaxMs: number;
  /** Failures in a row after which the owner hears of them, once per window. */
  alertAt: number;
};

// Anyone can type an e-mail address: locking the account on its failures alone would let a
// stranger lock its owner out. One address is locked; the account as a whole only slows.
export const SIGN_IN_GUARD_POLICY: SignInGuardPolicy = {
  perAddress: 10,
  perEmail: 200,
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
  const addressKey = (email: string, ip: string) => `sign-in-address:${email}:${ip}`;
  const emailKey = (email: string) => `sign-in-email:${email}`;

  async function check(email: string, ip: string): Promise<SignInVerdict> {
    const byAddress = await hitRateLimit(db, {
      key: addressKey(email, ip),
      windowMs: WINDOW_MS,
      max: policy.perAddress,
      now: now(),
    });
    if (!byAddress.allowed) {
      return { allowed: false, retryAfterMs: byAddress.retryAfterMs };
    }
    const byEmail = await hitRateLimit(db, {
      key: emailKey(email),
      windowMs: WINDOW_MS,
      max: policy.perEmail,
      now: now(),
    });
    if (!byEmail.allowed) {
      return { allowed: false, retryAfterMs: byEmail.retryAfterMs };
    }
    const beyond = byEmail.count - policy.slowAfter;
    if (beyond > 0) {
      await sleep(Math.min(policy.slowMaxMs, beyond * policy.slowStepMs));
    }
    return { allowed: true, failuresBefore: byEmail.count - 1 };
  }

  async function settle(
    email: string,
    ip: string,
    { succeeded, failuresBefore }: { succeeded: boolean; failuresBefore: number },
  ): Promise<void> {
    if (succeeded) {
      await clearRateLimit(db, addressKey(email, ip));
      await clearRateLimit(db, emailKey(email));
      return;
    }
    const failures = failuresBefore + 1;
    if (failures === policy.alertAt && (await hasAccount(email))) {
      await mailer.send(signInFailuresEmail(email, failures, signInUrl));
    }
  }

  return { check, settle };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
