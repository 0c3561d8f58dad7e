import { Card } from '@/components/ui/card';

type ScreenSkeletonProps = { blocks?: number };

/** Grey placeholders in the shape of the cards that are loading. */
export function ScreenSkeleton({ blocks = 4 }: ScreenSkeletonProps) {
  return (
    <div role="status" aria-label="Loading" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: blocks }, (_, index) => (
        <Card key={index} className="h-56 animate-pulse bg-zinc-100/70" />
      ))}
    </div>
  );
}
