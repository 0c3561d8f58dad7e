import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ExternalUrlProps = {
  url: string;
  className?: string;
  /** What the link reads; the URL itself when left out. */
  children?: ReactNode;
};

/** A link that opens another site in a new tab: its text truncated, an outward arrow after it. */
export function ExternalUrl({ url, className, children }: ExternalUrlProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer noopener"
      className={cn('inline-flex max-w-full items-center gap-1', className)}
    >
      <span className="truncate">{children ?? url}</span>
      <ExternalLink className="size-3 shrink-0" aria-hidden />
    </a>
  );
}
