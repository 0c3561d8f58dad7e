/**
 * The user menu shows 'Trial days left' (spec §2) when this returns a number: the spec §4
 * rule (ceil of days until trialEnd, never below 0), null when not on a trial. It lives
 * with the subscription in the billing feature.
 */
export { useTrialDaysLeft } from '@/features/billing/components/use-trial-days-left';
