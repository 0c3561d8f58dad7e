import { useEffect, useRef } from 'react';
import { BillingOverlays } from '@/features/billing/components/billing-overlays';
import { openUpgradeDialog } from '@/features/billing/components/use-upgrade-dialog';
import { useUpgradeRecommendation } from '@/lib/queries/get-upgrade-recommendation';
import { useSession } from '@/lib/auth/session';
import { markUpgradeDialogShown, wasUpgradeDialogShown } from './upgrade-dialog-session';

/**
 * Spec §4: the upgrade dialog opens by itself when the user has no credits and needs an
 * upgrade; an ended trial gets the full-screen paywall instead. Only the first answer of a
 * visit decides, and only once per browser session (issue 17): a job that spends the last
 * credit does not open it over its results, and a reload does not open it again. The credit
 * card's 'Upgrade Plan' stays. Composed here because the credits and billing features never
 * import each other.
 */
export function AccountOverlays() {
  const { user } = useSession();
  const { data: recommendation } = useUpgradeRecommendation();
  const isDecided = useRef(false);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (isDecided.current || !recommendation || !userId) {
      return;
    }
    isDecided.current = true;
    if (
      recommendation.needsUpgrade &&
      recommendation.reason === 'credits_exhausted' &&
      !wasUpgradeDialogShown(userId)
    ) {
      markUpgradeDialogShown(userId);
      openUpgradeDialog('credits_exhausted');
    }
  }, [recommendation, userId]);
  return <BillingOverlays />;
}
