import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';

/** /billing (spec §2). */
export function BillingRoute() {
  return (
    <Page title="Billing" description="Your plan, credits and invoices.">
      <ComingSoon summary="Your current plan, a monthly or yearly switch, and the Starter, Pro and Business plans." />
    </Page>
  );
}
