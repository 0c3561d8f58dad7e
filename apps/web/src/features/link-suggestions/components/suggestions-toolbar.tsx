import { COULD_RANK_FILTER_LABEL, COULD_RANK_NEEDS_SEARCH_DATA } from '@linkloom/contracts';
import type { SuggestionStatus } from '@linkloom/contracts';
import { CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import type { Grouping } from '../utils/group-suggestions';

type SuggestionsToolbarProps = {
  status: SuggestionStatus | null;
  grouping: Grouping;
  isStrikingOnly: boolean;
  /** The website has imported Search Console data: without it the filter has nothing to go by. */
  hasSearchData: boolean;
  pendingCount: number;
  selectedCount: number;
  isApproving: boolean;
  onStatusChange: (status: SuggestionStatus | null) => void;
  onGroupingChange: (grouping: Grouping) => void;
  onStrikingChange: (isStrikingOnly: boolean) => void;
  onSelectAll: (isSelected: boolean) => void;
  onApproveSelected: () => void;
};

const STATUS_OPTIONS: Array<{ value: SuggestionStatus | null; label: string }> = [
  { value: null, label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'applied', label: 'Applied' },
];

const GROUPING_OPTIONS: Array<{ value: Grouping; label: string }> = [
  { value: 'source', label: 'Source Page' },
  { value: 'target', label: 'Target Page' },
];

type SegmentedProps<T> = {
  label: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
};

export function Segmented<T>({ label, options, value, onChange }: SegmentedProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex max-w-full flex-wrap rounded-lg bg-zinc-100 p-1 text-sm"
    >
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md px-2 py-1 font-medium text-zinc-600 transition-colors hover:text-zinc-900 sm:px-3',
            option.value === value && 'bg-white text-zinc-900 shadow-sm',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

type CouldRankFilterProps = {
  isOn: boolean;
  isAvailable: boolean;
  onChange: (isOn: boolean) => void;
};

/**
 * "Pages that could rank": only suggestions whose target ranks in striking distance. Disabled,
 * with the reason beside it, while the website has no search data.
 */
function CouldRankFilter({ isOn, isAvailable, onChange }: CouldRankFilterProps) {
  const hintId = useId();
  return (
    <div className="flex items-center gap-2">
      <label className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-zinc-700">
        <Switch
          checked={isOn && isAvailable}
          disabled={!isAvailable}
          onCheckedChange={onChange}
          aria-label={COULD_RANK_FILTER_LABEL}
          aria-describedby={isAvailable ? undefined : hintId}
        />
        {COULD_RANK_FILTER_LABEL}
      </label>
      {isAvailable ? null : (
        <span id={hintId} title={COULD_RANK_NEEDS_SEARCH_DATA} className="text-xs text-zinc-500">
          Needs Search Console data
          <span className="sr-only">: {COULD_RANK_NEEDS_SEARCH_DATA}</span>
        </span>
      )}
    </div>
  );
}

/** Status filter, grouping, "Pages that could rank", select-all and 'Approve Selected' (spec §2). */
export function SuggestionsToolbar({
  status,
  grouping,
  isStrikingOnly,
  hasSearchData,
  pendingCount,
  selectedCount,
  isApproving,
  onStatusChange,
  onGroupingChange,
  onStrikingChange,
  onSelectAll,
  onApproveSelected,
}: SuggestionsToolbarProps) {
  const allChecked =
    selectedCount === 0 ? false : selectedCount === pendingCount ? true : 'indeterminate';
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-xs lg:flex-row lg:items-center">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Segmented
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={onStatusChange}
        />
        <div className="flex items-center gap-2">
          <span className="text-xs font-medium text-zinc-500">Group by</span>
          <Segmented
            label="Group by"
            options={GROUPING_OPTIONS}
            value={grouping}
            onChange={onGroupingChange}
          />
        </div>
        <CouldRankFilter
          isOn={isStrikingOnly}
          isAvailable={hasSearchData}
          onChange={onStrikingChange}
        />
      </div>
      <div className="flex items-center gap-3 lg:ml-auto">
        <label className="flex items-center gap-2 text-sm whitespace-nowrap text-zinc-700">
          <Checkbox
            checked={allChecked}
            disabled={pendingCount === 0}
            onCheckedChange={(checked) => onSelectAll(checked === true)}
          />
          Select all pending
        </label>
        <Button size="sm" onClick={onApproveSelected} disabled={isApproving} className="ml-auto">
          <CheckCheck aria-hidden />
          {isApproving
            ? 'Approving...'
            : selectedCount > 0
              ? `Approve Selected (${selectedCount})`
              : 'Approve Selected'}
        </Button>
      </div>
    </div>
  );
}
