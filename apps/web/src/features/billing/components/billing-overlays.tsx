import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscription } from '../api/get-subscription';
import { isTrialExpired } from '../utils/subscription-rules';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { useUpgradeDialog } from './use-upgrade-dialog';

// Plans, prices and the checkout load when an overlay first shows, not with every screen.
const TrialEndedPaywall = lazy(async () => ({
  default: (await import('./trial-ended-paywall')).TrialEndedPaywall,
}));
const UpgradeDialog = lazy(async () => ({
  default: (await import('./upgrade-dialog')).UpgradeDialog,
}));

/**
 * The trial-ended paywall and the upgrade dialog, mounted once in the signed-in layout.
 * The billing page stays reachable under an ended trial: it is where the user pays.
 */
export function BillingOverlays() {
  const { subscription } = useSubscription();
  const { pathname } = useLocation();
  const isPaywallShown = isTrialExpired(subscription) && pathname !== paths.billing;
  const hasUpgradeDialogOpened = useHasBeenTrue(useUpgradeDialog().isOpen);
  return (
    <Suspense fallback={null}>
      {isPaywallShown ? <TrialEndedPaywall trialEnd={subscription.trialEnd} /> : null}
      {hasUpgradeDialogOpened ? <UpgradeDialog /> : null}
    </Suspense>
  );
}
