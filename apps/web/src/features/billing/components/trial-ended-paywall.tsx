import type { BillingInterval } from '@linkloom/contracts';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatBillingDate } from '../utils/format-date';
import { IntervalToggle } from './interval-toggle';
import { PlanOptions } from './plan-options';
import { useChoosePlan } from './use-choose-plan';

type TrialEndedPaywallProps = { trialEnd: string | null };

/** Spec §2: the full-screen paywall once the free trial has ended without payment. */
export function TrialEndedPaywall({ trialEnd }: TrialEndedPaywallProps) {
  const [interval, setInterval] = useState<BillingInterval>('month');
  const { choosePlan, pendingPlanId } = useChoosePlan();
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="paywall-title"
      className="fixed inset-0 z-40 overflow-y-auto bg-zinc-950/60 backdrop-blur-sm"
    >
      <div className="flex min-h-full items-center justify-center p-4">
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
            <Clock className="size-6" aria-hidden />
          </div>
          <h2
            id="paywall-title"
            className="mt-4 text-center text-2xl font-semibold tracking-tight text-zinc-900"
          >
            Your Free Trial Has Ended
          </h2>
          <p className="mt-2 text-center text-sm text-zinc-600">
            Your 14-day free trial ended on {formatBillingDate(trialEnd)}. Choose a plan to keep
            improving your internal links. Your projects and suggestions are kept.
          </p>
          <div className="mt-6 flex justify-center">
            <IntervalToggle interval={interval} onIntervalChange={setInterval} />
          </div>
          <div className="mt-4">
            <PlanOptions
              interval={interval}
              isFreeTrialShown={false}
              pendingPlanId={pendingPlanId}
              onChoose={(planId) => choosePlan(planId, interval)}
            />
          </div>
          <p className="mt-5 text-center text-sm">
            <Link to={paths.billing} className="font-medium text-brand-700 hover:underline">
              View plans and billing
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
