import { useEffect, useRef } from 'react';
import { BillingOverlays } from '@/features/billing/components/billing-overlays';
import { openUpgradeDialog } from '@/features/billing/components/use-upgrade-dialog';
import { useUpgradeRecommendation } from '@/features/credits/api/get-upgrade-recommendation';

/**
 * Spec §4: the upgrade dialog opens by itself when the user has no credits and needs an
 * upgrade (once per visit, so closing it sticks); an ended trial gets the full-screen
 * paywall instead. Composed here because the credits and billing features never import
 * each other.
 */
export function AccountOverlays() {
  const { data: recommendation } = useUpgradeRecommendation();
  const hasOpened = useRef(false);
  useEffect(() => {
    if (
      !hasOpened.current &&
      recommendation?.needsUpgrade &&
      recommendation.reason === 'credits_exhausted'
    ) {
      hasOpened.current = true;
      openUpgradeDialog('credits_exhausted');
    }
  }, [recommendation]);
  return <BillingOverlays />;
}
