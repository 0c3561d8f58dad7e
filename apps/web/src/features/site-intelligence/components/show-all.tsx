import { useState } from 'react';

/** The first `limit` rows of a long table, and whether the rest are shown. */
export function useShowAll<T>(items: T[], limit = 20) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  return {
    rows: isShowingAll ? items : items.slice(0, limit),
    isShowingAll,
    hasMore: items.length > limit,
    toggle: () => setIsShowingAll((value) => !value),
  };
}

type ShowAllButtonProps = { table: ReturnType<typeof useShowAll>; showAllLabel: string };

/** 'Show all N …' under a table cut at its first rows, and 'Show fewer' once opened. */
export function ShowAllButton({ table, showAllLabel }: ShowAllButtonProps) {
  if (!table.hasMore) {
    return null;
  }
  return (
    <button
      type="button"
      className="mx-5 mt-3 text-xs font-medium text-brand-700 hover:underline"
      onClick={table.toggle}
    >
      {table.isShowingAll ? 'Show fewer' : showAllLabel}
    </button>
  );
}
