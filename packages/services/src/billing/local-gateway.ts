import { randomBytes } from 'node:crypto';
import { insertCheckoutSession, insertPortalSession } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { systemClock } from '../ports/clock';
import type { Clock } from '../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';

// A portal link is good for an hour, as a card provider's portal sessions are short-lived.
const PORTAL_SESSION_MS = 60 * 60 * 1000;

/**
 * The embedded payment provider: a test-mode checkout page and billing portal inside
 * Linkloom. Completing a checkout drives the same transitions as the card provider's
 * webhooks, and the portal changes, cancels and reactivates the plan and lists the charges
 * as the provider's portal does, so billing works on a fresh machine with no account anywhere.
 */
export function createLocalGateway({
  db,
  clock = systemClock,
}: {
  db: Db;
  clock?: Clock;
}): PaymentGateway {
  return {
    kind: 'local',
    async createCheckout({ appUrl, userId, planId, interval }) {
      const session = await insertCheckoutSession(db, {
        id: `cs_local_${randomBytes(18).toString('base64url')}`,
        userId,
        planId,
        billingInterval: interval,
      });
      return { url: `${appUrl}/billing/local-checkout/${session.id}` };
    },
    async createPortal({ appUrl, userId, returnUrl }) {
      const session = await insertPortalSession(db, {
        id: `bps_local_${randomBytes(18).toString('base64url')}`,
        userId,
        returnUrl,
        expiresAt: new Date(clock.now().getTime() + PORTAL_SESSION_MS),
      });
      return { url: `${appUrl}/billing/local-portal/${session.id}` };
    },
    async changePlan() {},
    async setCancelAtPeriodEnd() {},
  };
}
