import type { AriaAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DataColumn<Row> = {
  /** Unique among the table's columns. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Width and visibility, on the header and every cell of the column. */
  className?: string;
  cellClassName?: string;
  headerTitle?: string;
  ariaSort?: AriaAttributes['aria-sort'];
};

type DataTableProps<Row> = {
  rows: Row[];
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  emptyMessage: string;
  rowClassName?: string;
  /** Under the table: 'Show all', a count of the rows left out. */
  footer?: ReactNode;
};

const EDGE_PADDING = 'px-3 first:pl-5 last:pr-5';

/** The analysis screens' table: full-bleed in its card, URL columns truncated, a header row. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  emptyMessage,
  rowClassName,
  footer,
}: DataTableProps<Row>) {
  if (rows.length === 0) {
    return <p className="py-6 text-center text-sm text-zinc-500">{emptyMessage}</p>;
  }
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className="w-full table-fixed text-sm">
        <thead>
          <tr className="border-b border-zinc-100 text-left text-xs text-zinc-500">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.ariaSort}
                title={column.headerTitle}
                className={cn(EDGE_PADDING, 'py-2 font-medium', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={cn(EDGE_PADDING, 'py-2', column.className, column.cellClassName)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </div>
  );
}
