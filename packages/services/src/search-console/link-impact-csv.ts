import type { LinkImpact } from '@linkloom/contracts';
import { csvCell } from '../suggestions/suggestions-export';

type Effect = LinkImpact['clicks'];
const round = (value: number, places: number) => Number(value.toFixed(places));

// Relative effects (log ratios) are written as percentages, like the screen shows them.
function effectColumns(
  name: string,
  read: (impact: LinkImpact) => Effect,
  scale: (value: number) => number,
): Array<[string, (impact: LinkImpact) => string | number | null]> {
  const part = (pick: (effect: NonNullable<Effect>) => number) => (impact: LinkImpact) => {
    const effect = read(impact);
    return effect ? scale(pick(effect)) : null;
  };
  return [
    [`${name}_change`, part((effect) => effect.estimate)],
    [`${name}_low_95`, part((effect) => effect.low)],
    [`${name}_high_95`, part((effect) => effect.high)],
    [
      `${name}_is_clear`,
      (impact) => {
        const effect = read(impact);
        return effect ? (effect.is_clear ? 'yes' : 'no (within the noise)') : null;
      },
    ],
  ];
}

const percent = (value: number) => round(value * 100, 1);
const positions = (value: number) => round(value, 2);

const COLUMNS: Array<[string, (impact: LinkImpact) => string | number | null]> = [
  ['target_url', (impact) => impact.target_url],
  ['applied_on', (impact) => impact.applied_on],
  ['links', (impact) => impact.links],
  ['applied_via', (impact) => impact.applied_via],
  ['status', (impact) => impact.status],
  ['clicks_before', (impact) => impact.before.clicks],
  ['clicks_after', (impact) => impact.after.clicks],
  ['impressions_before', (impact) => impact.before.impressions],
  ['impressions_after', (impact) => impact.after.impressions],
  ['position_before', (impact) => impact.before.position],
  ['position_after', (impact) => impact.after.position],
  ['comparable_pages', (impact) => impact.controls],
  ...effectColumns('clicks_pct', (impact) => impact.clicks, percent),
  ...effectColumns('impressions_pct', (impact) => impact.impressions, percent),
  ...effectColumns('position', (impact) => impact.position, positions),
];

// csvCell neutralises a leading '-' (a formula in a spreadsheet), which would turn every
// negative change into text; a number cannot carry a formula, so it is written as it is.
function cell(value: string | number | null): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : csvCell(value);
}

/**
 * The per-target impact table as RFC 4180 CSV with a header row: figures before and after,
 * and each difference-in-differences with its 95% range (clicks and impressions in %, position
 * in places, negative is better).
 */
export function linkImpactToCsv(targets: LinkImpact[]): string {
  const header = COLUMNS.map(([name]) => name).join(',');
  const lines = targets.map((impact) => COLUMNS.map(([, read]) => cell(read(impact))).join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
