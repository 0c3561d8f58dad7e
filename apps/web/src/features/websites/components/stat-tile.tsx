import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type StatTileProps = {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** The line under the figure (a percent bar, 'Ready for review', the last date). */
  footer?: ReactNode;
};

export function StatTile({ label, value, icon: Icon, footer }: StatTileProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-zinc-100 bg-zinc-50/60 p-3">
      <div className="flex items-center gap-1.5 text-xs font-medium text-zinc-500">
        <Icon className="size-3.5 shrink-0" aria-hidden />
        <span className="truncate">{label}</span>
      </div>
      <div className="truncate text-xl font-semibold text-zinc-900 tabular-nums">{value}</div>
      {footer ? <div className="text-xs text-zinc-500">{footer}</div> : null}
    </div>
  );
}
