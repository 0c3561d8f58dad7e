import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscription } from '../api/get-subscription';
import { isTrialExpired } from '../utils/subscription-rules';
import { TrialEndedPaywall } from './trial-ended-paywall';
import { UpgradeDialog } from './upgrade-dialog';

/**
 * The trial-ended paywall and the upgrade dialog, mounted once in the signed-in layout.
 * The billing page stays reachable under an ended trial: it is where the user pays.
 */
export function BillingOverlays() {
  const { subscription } = useSubscription();
  const { pathname } = useLocation();
  const isPaywallShown = isTrialExpired(subscription) && pathname !== paths.billing;
  return (
    <>
      {isPaywallShown ? <TrialEndedPaywall trialEnd={subscription.trialEnd} /> : null}
      <UpgradeDialog />
    </>
  );
}
