import { randomBytes } from 'node:crypto';
import { insertCheckoutSession } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import type { PaymentGateway } from '../ports/payment-gateway';

/**
 * The embedded payment provider: a test-mode checkout page inside Linkloom. Completing
 * it drives the same transitions as the card provider's webhooks, so billing works on
 * a fresh machine with no account anywhere.
 */
export function createLocalGateway({
  db,
  publicUrl,
}: {
  db: Db;
  publicUrl: string;
}): PaymentGateway {
  return {
    kind: 'local',
    async createCheckout({ userId, planId, interval }) {
      const session = await insertCheckoutSession(db, {
        id: `cs_local_${randomBytes(18).toString('base64url')}`,
        userId,
        planId,
        billingInterval: interval,
      });
      return { url: `${publicUrl}/billing/local-checkout/${session.id}` };
    },
    async createPortal({ returnUrl }) {
      // The test-mode provider keeps no cards or invoices: the billing page is the portal.
      return { url: returnUrl };
    },
    async changePlan() {},
    async setCancelAtPeriodEnd() {},
  };
}
