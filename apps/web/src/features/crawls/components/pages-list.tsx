import type { Page } from '@linkloom/contracts';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { PageRow } from './page-row';

type PagesListProps = {
  websiteId: string;
  pages: Page[];
  /** The next page's rows are on their way; dim the current ones. */
  isUpdating: boolean;
};

/** The table of pages (spec §2 fields: Title, Crawled At, Status); one row opens at a time. */
export function PagesList({ websiteId, pages, isUpdating }: PagesListProps) {
  const [expandedPageId, setExpandedPageId] = useState<string | null>(null);

  function handleToggle(pageId: string) {
    setExpandedPageId((current) => (current === pageId ? null : pageId));
  }

  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden
        className="hidden grid-cols-[minmax(0,1fr)_6rem_11rem_2.25rem] gap-x-3 border-b border-zinc-200 bg-zinc-50 px-4 py-2.5 text-xs font-medium tracking-wide text-zinc-500 uppercase sm:grid"
      >
        <span>Title</span>
        <span>Status</span>
        <span>Crawled At</span>
        <span />
      </div>
      <ul
        aria-label="Pages"
        aria-busy={isUpdating}
        className={`divide-y divide-zinc-100 transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
      >
        {pages.map((page) => (
          <PageRow
            key={page._id}
            websiteId={websiteId}
            page={page}
            isExpanded={expandedPageId === page._id}
            onToggle={handleToggle}
          />
        ))}
      </ul>
    </Card>
  );
}
