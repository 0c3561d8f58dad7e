/**
 * Link-equity colours, weak (red) to strong (green) through amber. Equity is already on a
 * logarithmic 0–100 scale, so equal steps of colour mean equal ratios of PageRank.
 */
const STOPS: Array<{ at: number; rgb: [number, number, number] }> = [
  { at: 0, rgb: [225, 29, 72] }, // rose-600
  { at: 35, rgb: [245, 158, 11] }, // amber-500
  { at: 65, rgb: [132, 204, 22] }, // lime-500
  { at: 100, rgb: [5, 150, 105] }, // emerald-600
];

export function equityColor(equity: number): string {
  const value = Math.min(100, Math.max(0, equity));
  const upper = STOPS.findIndex((stop) => stop.at >= value);
  const high = STOPS[Math.max(upper, 0)] ?? STOPS[0]!;
  const low = STOPS[Math.max(upper - 1, 0)] ?? high;
  const span = high.at - low.at;
  const t = span === 0 ? 0 : (value - low.at) / span;
  const channel = (index: 0 | 1 | 2) =>
    Math.round(low.rgb[index] + (high.rgb[index] - low.rgb[index]) * t);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

export type EquityBand = 'weak' | 'fair' | 'strong';

/** Below 25 a page gets little of the site's link equity; from 60 it is among the strongest. */
export function equityBand(equity: number): EquityBand {
  if (equity < 25) {
    return 'weak';
  }
  return equity < 60 ? 'fair' : 'strong';
}
