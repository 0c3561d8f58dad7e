import type { Pagination } from '@linkloom/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ListPaginationProps = {
  pagination: Pagination;
  limit: number;
  shownCount: number;
  /** What the list counts, plural: "pages", "problems". */
  noun: string;
  onPageChange: (page: number) => void;
};

/** Where this page of a paginated list stands ("Showing 51–70 of 70 pages"), and Previous / Next. */
export function ListPagination({
  pagination,
  limit,
  shownCount,
  noun,
  onPageChange,
}: ListPaginationProps) {
  const { page, pages, total } = pagination;
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = (page - 1) * limit + shownCount;

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-600"
    >
      <p>
        Showing <span className="font-medium text-zinc-900">{first.toLocaleString('en')}</span>–
        <span className="font-medium text-zinc-900">{last.toLocaleString('en')}</span> of{' '}
        <span className="font-medium text-zinc-900">{total.toLocaleString('en')}</span> {noun}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <span className="tabular-nums">
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
