import { LINK_ISSUE_LABELS } from '@linkloom/contracts';
import type { LinkIssue, LinkIssueKind } from '@linkloom/contracts';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { pluralize } from '../utils/format';
import { PageLink } from './page-link';

const KIND_TONES: Record<LinkIssueKind, string> = {
  broken: 'bg-rose-50 text-rose-700',
  redirect: 'bg-amber-50 text-amber-700',
  redirect_chain: 'bg-amber-100 text-amber-800',
  canonicalised: 'bg-violet-50 text-violet-700',
  noindex: 'bg-zinc-100 text-zinc-700',
  nofollow: 'bg-sky-50 text-sky-700',
  menu_only: 'bg-brand-50 text-brand-700',
};

/** What to do about the problem, in a line. */
function Remedy({ issue }: { issue: LinkIssue }) {
  if (issue.fixUrl) {
    return (
      <span className="flex min-w-0 items-center gap-1 text-emerald-700">
        <ArrowRight className="size-3.5 shrink-0" aria-label="Link instead to" />
        <PageLink url={issue.fixUrl} className="max-w-full text-emerald-700" />
      </span>
    );
  }
  const text: Record<LinkIssueKind, string> = {
    broken:
      issue.status === 0 ? 'No answer: remove or replace' : `${issue.status}: remove or replace`,
    redirect: 'Link the final URL',
    redirect_chain: 'Link the final URL',
    canonicalised: 'Link the canonical page',
    noindex: 'Kept out of search: link an indexed page',
    nofollow: 'Drop rel="nofollow" from this internal link',
    menu_only: `Linked only from menus and lists (${pluralize(issue.linkedFrom, 'page')}), from no post's text: link it from related posts`,
  };
  return <span className="text-zinc-600">{text[issue.kind]}</span>;
}

function columnsOf(renderFix: (issue: LinkIssue) => ReactNode): DataColumn<LinkIssue>[] {
  return [
    {
      id: 'kind',
      header: 'Problem',
      className: 'w-40',
      cell: (issue) => (
        <span className="flex flex-col items-start gap-0.5">
          <span
            className={cn(
              'rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
              KIND_TONES[issue.kind],
            )}
          >
            {LINK_ISSUE_LABELS[issue.kind]}
          </span>
          {issue.hops.length > 1 ? (
            <span className="pl-1.5 text-xs text-zinc-500">{issue.hops.length} hops</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'source',
      header: 'Found on',
      className: 'max-w-0',
      cell: (issue) =>
        issue.sourceUrl ? (
          <PageLink url={issue.sourceUrl} className="max-w-full" />
        ) : (
          <span className="text-zinc-600">Menus only</span>
        ),
    },
    {
      id: 'link',
      header: 'Link',
      className: 'max-w-0',
      cell: (issue) => (
        <span className="flex min-w-0 flex-col">
          {issue.kind === 'menu_only' ? null : (
            <span className="truncate font-medium text-zinc-900" title={issue.anchorText}>
              {issue.anchorText ? `“${issue.anchorText}”` : 'No anchor text'}
            </span>
          )}
          <PageLink
            url={issue.targetUrl}
            className={cn('max-w-full text-xs', issue.kind === 'broken' && 'text-rose-700')}
          />
        </span>
      ),
    },
    {
      id: 'remedy',
      header: 'Fix',
      className: 'max-w-0',
      cell: (issue) => (
        <span className="flex min-w-0 flex-col items-start gap-1.5">
          <Remedy issue={issue} />
          {renderFix(issue)}
        </span>
      ),
    },
  ];
}

type LinkHealthTableProps = {
  issues: LinkIssue[];
  /** Under the fix of a problem a link fix corrects: its approve, publish or undo action. */
  renderFix?: (issue: LinkIssue) => ReactNode;
};

/** One page of link problems: where each link sits, its anchor, and what to link instead. */
export function LinkHealthTable({ issues, renderFix = () => null }: LinkHealthTableProps) {
  return (
    <DataTable
      rows={issues}
      columns={columnsOf(renderFix)}
      rowKey={(issue) =>
        [issue.kind, issue.sourceUrl, issue.targetUrl, issue.anchorText].join('\n')
      }
      emptyMessage="No link problems match these filters."
    />
  );
}
