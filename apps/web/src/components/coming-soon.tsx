import { Construction } from 'lucide-react';
import { Card } from '@/components/ui/card';

type ComingSoonProps = {
  /** What the finished screen will show, in a sentence. */
  summary: string;
};

/** Stands in for a screen that is not built yet, so its route works from day one. */
export function ComingSoon({ summary }: ComingSoonProps) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <div className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Construction className="size-5" aria-hidden />
      </div>
      <p className="mt-4 text-base font-medium text-zinc-900">This screen is coming soon</p>
      <p className="mt-1 max-w-md text-sm text-zinc-600">{summary}</p>
    </Card>
  );
}
