import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

/**
 * /payment-success (spec §2). A placeholder until billing lands (issue 8), which adds the
 * founder's note and the confetti.
 */
export function PaymentSuccessRoute() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-16">
      <DocumentTitle title="Thank you" />
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-500">
          <Heart className="size-6" aria-hidden />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-zinc-900">
          Thank You for Your Support!
        </h1>
        <p className="mt-3 text-sm text-zinc-600">
          Your payment was successful and your subscription is now active.
        </p>
        <Button asChild className="mt-8">
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
      </div>
    </main>
  );
}
