import { useSubscription } from '../api/get-subscription';
import { isOnTrial, trialDaysLeft } from '../utils/subscription-rules';

/** Days left of the free trial (spec §4), or null when the user is not on a trial. */
export function useTrialDaysLeft(): number | null {
  const { subscription } = useSubscription();
  if (!isOnTrial(subscription) || subscription.status === 'pending') {
    return null;
  }
  return trialDaysLeft(subscription.trialEnd, new Date());
}
