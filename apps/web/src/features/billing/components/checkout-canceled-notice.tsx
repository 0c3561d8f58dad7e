import { CircleX, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

type CheckoutCanceledNoticeProps = { onDismiss: () => void };

/** Back from a canceled checkout: nothing happened, and the user is told so (issue 17). */
export function CheckoutCanceledNotice({ onDismiss }: CheckoutCanceledNoticeProps) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4 text-sm shadow-xs"
    >
      <CircleX className="mt-0.5 size-5 shrink-0 text-zinc-600" aria-hidden />
      <div className="flex-1">
        <p className="font-medium text-zinc-900">Checkout canceled</p>
        <p className="text-zinc-700">
          You were not charged and your plan has not changed. Choose a plan whenever you are ready.
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
