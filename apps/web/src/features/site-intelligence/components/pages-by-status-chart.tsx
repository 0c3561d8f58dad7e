import type { WebsiteAnalytics } from '@linkloom/contracts';
import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, PAGE_STATUS_COLORS } from '../utils/chart-colors';

type PagesByStatusChartProps = { pagesByStatus: WebsiteAnalytics['pagesByStatus'] };

const ROWS = [
  { key: 'crawled', label: 'Crawled' },
  { key: 'error', label: 'Error' },
  { key: 'crawling', label: 'Crawling' },
  { key: 'pending', label: 'Pending' },
] as const;

/** Crawl outcome of every known page, one bar per status. */
export function PagesByStatusChart({ pagesByStatus }: PagesByStatusChartProps) {
  const data = ROWS.map((row) => ({ ...row, pages: pagesByStatus[row.key] }));
  return (
    <div className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 32, bottom: 0, left: 0 }}>
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={76}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip cursor={{ fill: '#f4f4f5' }} formatter={(value) => [value, 'Pages']} />
          <Bar
            isAnimationActive={false}
            dataKey="pages"
            radius={[0, 4, 4, 0]}
            maxBarSize={28}
            label={{ position: 'right', ...AXIS_TICK }}
          >
            {data.map((entry) => (
              <Cell key={entry.key} fill={PAGE_STATUS_COLORS[entry.key]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
