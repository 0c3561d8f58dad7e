import type { PlanChoiceBody, Subscription } from '@linkloom/contracts';
import type { InvoiceRow, PortalSessionRow } from '@linkloom/db';

/** What the local billing portal shows: the subscription as it is now and the ledger. */
export type LocalPortalView = {
  session: PortalSessionRow;
  subscription: Subscription;
  isPaid: boolean;
  invoices: InvoiceRow[];
};

export type LocalPortalAction =
  { kind: 'cancel' } | { kind: 'reactivate' } | { kind: 'change'; plan: PlanChoiceBody };
