import confetti from 'canvas-confetti';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { creditKeys } from '@/lib/queries/query-keys';
import { billingKeys } from '../api/billing-query-keys';

// Spec §9: confetti runs for 10 seconds with 300 pieces, then stops.
export const CONFETTI_DURATION_MS = 10_000;
export const CONFETTI_PIECES = 300;
const BURST_EVERY_MS = 500;
const BURSTS = CONFETTI_DURATION_MS / BURST_EVERY_MS;
const PIECES_PER_BURST = CONFETTI_PIECES / BURSTS;

function fireBurst(fire: confetti.CreateTypes, index: number) {
  // Alternate sides so the 300 pieces rain over the whole page.
  void fire({
    particleCount: PIECES_PER_BURST,
    spread: 70,
    startVelocity: 35,
    origin: { x: index % 2 === 0 ? 0.2 : 0.8, y: 0.3 },
  });
}

// Without a 2D canvas (an old browser, a test DOM) the page simply shows no confetti.
function canDraw(canvas: HTMLCanvasElement): boolean {
  try {
    return canvas.getContext('2d') !== null;
  } catch {
    return false;
  }
}

function useConfetti(canvasRef: RefObject<HTMLCanvasElement | null>) {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canDraw(canvas)) {
      return;
    }
    // On our own canvas without a worker: the app's content security policy refuses the
    // blob worker the library's default instance would start.
    const fire = confetti.create(canvas, {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    let fired = 0;
    fireBurst(fire, fired);
    fired += 1;
    const timer = window.setInterval(() => {
      if (fired >= BURSTS) {
        window.clearInterval(timer);
        return;
      }
      fireBurst(fire, fired);
      fired += 1;
    }, BURST_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      fire.reset();
    };
  }, [canvasRef]);
}

/** Spec §2 Payment-success page: heart, thanks, the founder's note and 'Go to Dashboard'. */
export function PaymentSuccessScreen() {
  const queryClient = useQueryClient();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useConfetti(canvasRef);
  useEffect(() => {
    // The plan just changed: the credits and subscription held in memory are stale.
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions() });
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  }, [queryClient]);

  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-16">
      <DocumentTitle title="Thank you" />
      <canvas
        ref={canvasRef}
        aria-hidden
        className="pointer-events-none fixed inset-0 z-50 size-full"
      />
      <div className="w-full max-w-lg text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-500">
          <Heart className="size-7 fill-current" aria-hidden />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl">
          Thank You for Your Support!
        </h1>
        <p className="mt-3 text-zinc-600">
          Your payment was successful and your subscription is now active.
        </p>
        <figure className="mt-8 rounded-xl border border-zinc-200 bg-white p-5 text-left shadow-xs">
          <blockquote className="text-sm leading-relaxed text-zinc-700">
            “Thank you for backing Linkloom. We are a small team building the internal-linking tool
            we always wanted, and every subscription lets us spend more time on it. If anything gets
            in your way, or you have an idea, reply to any of our e-mails: I read every one.”
          </blockquote>
          <figcaption className="mt-3 text-sm font-medium text-zinc-900">
            — The founder, Linkloom
          </figcaption>
        </figure>
        <Button asChild className="mt-8">
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
      </div>
    </main>
  );
}
