import { equityColor } from '../utils/equity-scale';
import { formatEquity } from '../utils/format';

type EquityMeterProps = { equity: number };

/** A page's equity as a number and a short bar in the heatmap's colours. */
export function EquityMeter({ equity }: EquityMeterProps) {
  return (
    <span
      className="inline-flex items-center gap-2"
      title={`Link equity ${formatEquity(equity)} of 100`}
    >
      <span className="w-9 text-right font-medium text-zinc-900 tabular-nums">
        {formatEquity(equity)}
      </span>
      <span
        className="hidden h-1.5 w-14 overflow-hidden rounded-full bg-zinc-100 sm:block"
        aria-hidden
      >
        <span
          className="block h-full rounded-full"
          style={{ width: `${Math.max(4, equity)}%`, backgroundColor: equityColor(equity) }}
        />
      </span>
    </span>
  );
}
