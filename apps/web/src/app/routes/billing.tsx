import { Page } from '@/components/layouts/page';
import { BillingScreen } from '@/features/billing/components/billing-screen';

/** /billing (spec §2). */
export function BillingRoute() {
  return (
    <Page title="Billing" description="Your plan, credits and subscription.">
      <BillingScreen />
    </Page>
  );
}
