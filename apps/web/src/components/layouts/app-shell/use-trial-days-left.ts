/**
 * HOOK FOR BILLING: the user menu shows 'Trial days left' (spec §2) when this returns a
 * number. It returns null until the subscription is loaded in the browser; the billing
 * work replaces the body with the spec §4 rule (ceil of days until trialEnd, never below 0).
 */
export function useTrialDaysLeft(): number | null {
  return null;
}
