import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatPagePath } from '../utils/format';

type PageLinkProps = {
  url: string;
  /** Shown instead of the path, such as the page's title; the path stays in the tooltip. */
  label?: string;
  className?: string;
};

/** A page of the site shown by its path (or a label), opening the live page in a new tab. */
export function PageLink({ url, label, className }: PageLinkProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      title={url}
      className={cn(
        'group inline-flex min-w-0 items-center gap-1 text-zinc-800 hover:text-brand-700',
        className,
      )}
    >
      <span className="truncate">{label || formatPagePath(url)}</span>
      <ExternalLink
        className="size-3 shrink-0 text-zinc-400 opacity-0 group-hover:opacity-100"
        aria-hidden
      />
    </a>
  );
}
