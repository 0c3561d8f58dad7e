import { LoaderCircle } from 'lucide-react';

type LoadingOverlayProps = { message: string };

/** A full-screen overlay with a spinner and a line of text ('Setting things up...'). */
export function LoadingOverlay({ message }: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-zinc-50/95 backdrop-blur-sm"
    >
      <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden />
      <p className="text-sm font-medium text-zinc-700">{message}</p>
    </div>
  );
}
