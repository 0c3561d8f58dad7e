import type { Page } from '@linkloom/contracts';
import { ArrowDownToLine, ChevronDown, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '../utils/format-date-time';
import { PageLinking } from './page-linking';
import { PageLinksPanel } from './page-links-panel';
import { PageStatusBadge } from './page-status-badge';

type PageRowProps = {
  websiteId: string;
  page: Page;
  isExpanded: boolean;
  onToggle: (pageId: string) => void;
};

/** One page: title or URL, a link to it, its status and when it was crawled (or last updated). */
export function PageRow({ websiteId, page, isExpanded, onToggle }: PageRowProps) {
  const title = page.title?.trim();
  const name = title || page.url;
  const panelId = `page-links-${page._id}`;
  const timestamp = page.crawled_at ?? page.updated_at;

  return (
    <li aria-label={name}>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_6rem_11rem_2.25rem] sm:items-center">
        <div className="min-w-0">
          {title ? (
            <p className="truncate text-sm font-medium text-zinc-900" title={title}>
              {title}
            </p>
          ) : null}
          {/* Without a title the URL is the row's name, so it is shown once, as the link. */}
          <a
            href={page.url}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`Open ${page.url}`}
            className={cn(
              'inline-flex max-w-full items-center gap-1 hover:text-brand-700 hover:underline',
              title ? 'mt-0.5 text-xs text-zinc-500' : 'text-sm font-medium text-zinc-900',
            )}
          >
            <span className="truncate">{page.url}</span>
            <ExternalLink className="size-3 shrink-0 text-zinc-400" aria-hidden />
          </a>
          {page.status === 'error' && page.error ? (
            <p className="mt-1 text-xs text-red-700">{describeError(page)}</p>
          ) : null}
          <PageLinking websiteId={websiteId} page={page} />
          <Link
            to={paths.inboundSuggestions(websiteId, page._id)}
            aria-label={`Links to this post: ${name}`}
            className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
          >
            <ArrowDownToLine className="size-3" aria-hidden />
            Links to this post
          </Link>
        </div>
        <div className="justify-self-end sm:justify-self-start">
          <PageStatusBadge status={page.status} />
        </div>
        <p className="text-xs text-zinc-500 sm:text-sm sm:text-zinc-600">
          {page.crawled_at ? (
            <span className="sm:sr-only">Crawled at </span>
          ) : (
            <span className="sm:block sm:text-xs sm:text-zinc-500">Updated </span>
          )}
          <time dateTime={timestamp}>{formatDateTime(timestamp)}</time>
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="-my-1 justify-self-end px-2 text-xs text-brand-700 sm:size-9 sm:px-0 sm:text-zinc-600"
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={() => onToggle(page._id)}
        >
          <span className="sm:sr-only">{isExpanded ? 'Hide links' : 'Show links'}</span>
          <ChevronDown
            className={cn('transition-transform', isExpanded && 'rotate-180')}
            aria-hidden
          />
        </Button>
      </div>
      {isExpanded ? <PageLinksPanel websiteId={websiteId} pageId={page._id} id={panelId} /> : null}
    </li>
  );
}

// The crawler's reasons often name the status already ("The page answered HTTP 404.").
function describeError({ error, httpStatus }: Page): string {
  const reason = error ?? 'The page could not be crawled.';
  return httpStatus && !reason.includes(String(httpStatus))
    ? `HTTP ${httpStatus}: ${reason}`
    : reason;
}
