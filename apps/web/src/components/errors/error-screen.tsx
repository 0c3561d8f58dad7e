import { MESSAGES } from '@linkloom/contracts';
import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';

type ErrorScreenProps = {
  onRetry: () => void;
};

/** The generic error screen of spec §2: shown when a screen fails to render. */
export function ErrorScreen({ onRetry }: ErrorScreenProps) {
  return (
    <div role="alert" className="flex min-h-[60vh] flex-1 items-center justify-center px-6 py-16">
      <DocumentTitle title={MESSAGES.errorTitle} />
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleExclamationPoint className="size-6" aria-hidden />
        </div>
        <h1 className="mt-5 text-xl font-semibold text-zinc-900">{MESSAGES.errorTitle}</h1>
        <p className="mt-2 text-sm text-zinc-600">{MESSAGES.errorBody}</p>
        <Button className="mt-6" onClick={onRetry}>
          <RotateCw aria-hidden />
          {MESSAGES.errorRetry}
        </Button>
      </div>
    </div>
  );
}
