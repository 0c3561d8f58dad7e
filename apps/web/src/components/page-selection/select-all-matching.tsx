import { PAGE_SELECTION_MESSAGES } from '@linkloom/contracts';
import { Button } from '@/components/ui/button';

type SelectAllMatchingProps = {
  /** Pages the search and filter match, on every page of the list. */
  total: number;
  /** Rows of the list shown now. */
  shownCount: number;
  isAllMatching: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
};

/**
 * "Select all N matching" (issue 55), offered when the matching pages run past the rows
 * shown; once chosen, says so, and the request names the selection instead of a list.
 */
export function SelectAllMatching({
  total,
  shownCount,
  isAllMatching,
  onSelectAllMatching,
  onClear,
}: SelectAllMatchingProps) {
  if (isAllMatching) {
    return (
      <p className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {PAGE_SELECTION_MESSAGES.allMatchingSelected(total)}
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      </p>
    );
  }
  if (total <= shownCount) {
    return null;
  }
  return (
    <Button variant="secondary" size="sm" onClick={onSelectAllMatching}>
      {PAGE_SELECTION_MESSAGES.selectAllMatching(total)}
    </Button>
  );
}
