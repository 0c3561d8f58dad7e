import { Globe } from 'lucide-react';
import { cn } from '@/lib/cn';

type WebsiteMarkProps = { className?: string };

/** The globe badge beside a project's name in the project switcher. */
export function WebsiteMark({ className }: WebsiteMarkProps) {
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
        className,
      )}
    >
      <Globe className="size-4" aria-hidden />
    </span>
  );
}
