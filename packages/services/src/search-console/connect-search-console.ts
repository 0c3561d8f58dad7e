import { randomBytes } from 'node:crypto';
import { SEARCH_CONSOLE_NOT_CONNECTED, SEARCH_CONSOLE_STATE_INVALID } from '@linkloom/contracts';
import type { SearchConsoleStatus } from '@linkloom/contracts';
import {
  completeSearchConsoleConsent,
  deleteSearchConsoleConnection,
  deleteSearchConsoleData,
  findSearchConsoleConnection,
  saveSearchConsoleNonce,
} from '@linkloom/db';
import { AppError } from '../app-error';
import { requireWebsite } from '../websites/require-website';
import { openConsentState, sealConsentState, STATE_TTL_MS } from './oauth-state';
import { isPaid } from './search-console-context';
import type { SearchConsoleContext } from './search-console-context';
import { refreshSearchPriority } from './search-priority';

/** The website's Search Console connection and import, as its detail screen shows them. */
export async function getSearchConsoleStatus(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
): Promise<SearchConsoleStatus> {
  const { db, planOf } = context.deps;
  await requireWebsite(db, ownerId, websiteId);
  const row = await findSearchConsoleConnection(db, { ownerId, websiteId });
  return context.toStatus(row, isPaid(await planOf(ownerId)));
}

/**
 * Starts the Google consent: a one-time nonce kept with the website, sealed in `state`.
 * @throws AppError UNPROCESSABLE when Search Console is not configured, PLAN_LIMIT_REACHED on the trial.
 */
export async function startSearchConsoleConnect(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
): Promise<{ auth_url: string }> {
  const { db, clock, secrets } = context.deps;
  await requireWebsite(db, ownerId, websiteId);
  const gateway = context.requireGateway();
  await context.requirePaid(ownerId);
  const nonce = randomBytes(18).toString('base64url');
  await saveSearchConsoleNonce(db, { ownerId, websiteId, nonce });
  const state = sealConsentState(secrets, {
    userId: ownerId,
    websiteId,
    nonce,
    expiresAt: clock.now().getTime() + STATE_TTL_MS,
  });
  return { auth_url: gateway.authUrl(state) };
}

/**
 * Finishes the consent: the state must be sealed by us, unexpired, started by this user for
 * a website of theirs, and carry the nonce still waiting there (used up here).
 * @throws AppError UNPROCESSABLE with SEARCH_CONSOLE_STATE_INVALID otherwise.
 */
export async function completeSearchConsoleConnect(
  context: SearchConsoleContext,
  ownerId: string,
  body: { code: string; state: string },
): Promise<{ website_id: string }> {
  const { db, clock, secrets } = context.deps;
  const gateway = context.requireGateway();
  const state = openConsentState(secrets, body.state);
  if (!state || state.userId !== ownerId || state.expiresAt < clock.now().getTime()) {
    throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_STATE_INVALID);
  }
  const scope = { ownerId, websiteId: state.websiteId };
  const pending = await findSearchConsoleConnection(db, scope);
  if (pending?.pendingNonce !== state.nonce) {
    throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_STATE_INVALID);
  }
  await context.requirePaid(ownerId);
  const { refreshToken } = await gateway.exchangeCode(body.code);
  const saved = await db.transaction(async (tx) => {
    const completed = await completeSearchConsoleConsent(tx, {
      ...scope,
      nonce: state.nonce,
      refreshTokenCiphertext: secrets.seal(refreshToken),
      connectedAt: clock.now(),
    });
    if (completed) {
      // A new consent starts from nothing: an earlier property's figures go.
      await deleteSearchConsoleData(tx, scope);
    }
    return completed;
  });
  if (!saved) {
    throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_STATE_INVALID);
  }
  return { website_id: state.websiteId };
}

/**
 * Forgets the connection: the sealed token and every imported figure are deleted.
 * @throws AppError NOT_FOUND when the website has no connection.
 */
export async function disconnectSearchConsole(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
): Promise<void> {
  const { db } = context.deps;
  await requireWebsite(db, ownerId, websiteId);
  if (!(await deleteSearchConsoleConnection(db, { ownerId, websiteId }))) {
    throw new AppError('NOT_FOUND', SEARCH_CONSOLE_NOT_CONNECTED);
  }
  await refreshSearchPriority(db, { ownerId, websiteId });
}
