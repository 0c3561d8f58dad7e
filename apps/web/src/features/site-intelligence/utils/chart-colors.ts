// One colour per status, shared by every chart and legend so a status reads the same everywhere.
export const PAGE_STATUS_COLORS = {
  crawled: '#10b981', // emerald-500
  crawling: '#0ea5e9', // sky-500
  pending: '#a1a1aa', // zinc-400
  error: '#f43f5e', // rose-500
} as const;

export const SUGGESTION_STATUS_COLORS = {
  pending: '#fbbf24', // amber-400
  approved: '#10b981', // emerald-500
  applied: '#6366f1', // indigo-500
  rejected: '#f43f5e', // rose-500
} as const;

export const NEUTRAL_BAR = '#818cf8'; // indigo-400
export const WARNING_BAR = '#f59e0b'; // amber-500
export const DANGER_BAR = '#f43f5e'; // rose-500
export const GRID_STROKE = '#e4e4e7'; // zinc-200
export const AXIS_TICK = { fontSize: 12, fill: '#52525b' } as const; // zinc-600: 7.7:1 on white
export const LEGEND_TEXT = '#3f3f46'; // zinc-700
