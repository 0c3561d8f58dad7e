import { LINK_ISSUE_KINDS, LINK_ISSUE_LABELS } from '@linkloom/contracts';
import type { LinkIssueKind } from '@linkloom/contracts';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

type LinkHealthFiltersProps = {
  counts: Record<LinkIssueKind, number>;
  kind: LinkIssueKind | undefined;
  search: string;
  isExporting: boolean;
  onKindChange: (kind: LinkIssueKind | undefined) => void;
  onSearchChange: (search: string) => void;
  onExport: () => void;
};

function Chip({
  label,
  count,
  isActive,
  onClick,
}: {
  label: string;
  count: number;
  isActive: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium transition-colors',
        isActive
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-zinc-200 bg-white text-zinc-700 hover:border-zinc-300',
      )}
    >
      {label}
      <span className={cn('tabular-nums', isActive ? 'text-white/80' : 'text-zinc-500')}>
        {count.toLocaleString('en')}
      </span>
    </button>
  );
}

/** The kind chips (with the site's count of each), the source page search and the CSV export. */
export function LinkHealthFilters({
  counts,
  kind,
  search,
  isExporting,
  onKindChange,
  onSearchChange,
  onExport,
}: LinkHealthFiltersProps) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Problem kind" className="flex flex-wrap gap-2">
        <Chip
          label="All"
          count={total}
          isActive={kind === undefined}
          onClick={() => onKindChange(undefined)}
        />
        {LINK_ISSUE_KINDS.map((entry) => (
          <Chip
            key={entry}
            label={LINK_ISSUE_LABELS[entry]}
            count={counts[entry]}
            isActive={kind === entry}
            onClick={() => onKindChange(entry)}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          label="Search source pages"
          placeholder="Search source pages"
          value={search}
          onChange={onSearchChange}
          isClearable
          maxLength={200}
          className="min-w-56 flex-1 sm:max-w-sm"
        />
        <Button variant="secondary" onClick={onExport} disabled={isExporting} className="ml-auto">
          {isExporting ? (
            <Spinner className="size-4 text-current" label="Exporting" />
          ) : (
            <Download aria-hidden />
          )}
          {isExporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
    </div>
  );
}
