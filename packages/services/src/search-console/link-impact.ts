/** One page's Search Console figures on one day. */
export type PageDay = {
  page: string;
  /** YYYY-MM-DD */
  day: string;
  clicks: number;
  impressions: number;
  position: number;
};

/** Links applied to one target page; `appliedOn` is the first day they were live. */
export type AppliedTarget = { targetUrl: string; appliedOn: string; links: number };

/** A change with its noise: `low`–`high` holds the effect 95 times in 100 if nothing else moved. */
export type Effect = { estimate: number; low: number; high: number; isClear: boolean };

export type WindowFigures = { clicks: number; impressions: number; position: number | null };

export type LinkImpact = {
  targetUrl: string;
  appliedOn: string;
  links: number;
  /**
   * `measured`; `waiting` (the 28 days after have not all passed in the data); `no_data` (the
   * target had no impressions before); `no_controls` (too few comparable pages to compare with).
   */
  status: 'measured' | 'waiting' | 'no_data' | 'no_controls';
  before: WindowFigures;
  after: WindowFigures;
  /** Comparable pages that got no new link in the same window. */
  controls: number;
  /** Relative changes against the controls' (0.12 is 12% more than they moved). */
  clicks: Effect | null;
  impressions: Effect | null;
  /** Change in average position against the controls' (negative is better: higher up). */
  position: Effect | null;
};

export type LinkImpactOptions = {
  /** Days before and after compared: 28 by default. */
  windowDays?: number;
  /** The newest day with data: the windows must end by then. */
  dataThrough: string;
  /** Fewest comparable pages a measure needs: 3 by default. */
  minControls?: number;
  /** Most comparable pages kept, the closest in traffic first: 20 by default. */
  maxControls?: number;
  /** Other pages that changed (gained links out, say): never controls in their window either. */
  alsoTouched?: readonly AppliedTarget[];
};

const DAY_MS = 86_400_000;
// 95% two-sided normal quantile.
const Z95 = 1.96;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

type Series = Map<string, PageDay[]>;

function sumWindow(days: PageDay[] | undefined, from: string, to: string): WindowFigures {
  let clicks = 0;
  let impressions = 0;
  let weighted = 0;
  for (const day of days ?? []) {
    if (day.day >= from && day.day <= to) {
      clicks += day.clicks;
      impressions += day.impressions;
      weighted += day.position * day.impressions;
    }
  }
  return { clicks, impressions, position: impressions > 0 ? weighted / impressions : null };
}

function logRatio(after: number, before: number): number {
  // +1 keeps pages with a zero in one window comparable; the log makes changes relative.
  return Math.log((after + 1) / (before + 1));
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function standardDeviation(values: number[]): number {
  if (values.length < 2) {
    return 0;
  }
  const average = mean(values);
  return Math.sqrt(
    values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1),
  );
}

/**
 * The difference-in-differences of one measure: the target's change minus the controls' mean
 * change, with a 95% prediction interval from the spread of the controls' own changes (how much
 * an untouched page moves by itself), widened for the mean's own uncertainty.
 */
function differenceInDifferences(
  target: number,
  controls: number[],
  toEffect: (value: number) => number,
): Effect {
  const estimate = target - mean(controls);
  const margin = Z95 * standardDeviation(controls) * Math.sqrt(1 + 1 / controls.length);
  const low = toEffect(estimate - margin);
  const high = toEffect(estimate + margin);
  return {
    estimate: toEffect(estimate),
    low: Math.min(low, high),
    high: Math.max(low, high),
    isClear: estimate - margin > 0 || estimate + margin < 0,
  };
}

/**
 * What applied links did to their targets: each target's clicks, impressions and average position
 * in the `windowDays` before the links went live and the `windowDays` after (the first day
 * excluded from both), compared with comparable pages (closest in impressions before) that got
 * no new link from `windowDays` before to `windowDays` after. Pure and deterministic: ties between
 * controls break on the page URL.
 */
export function measureLinkImpact(
  pageDays: readonly PageDay[],
  applied: readonly AppliedTarget[],
  options: LinkImpactOptions,
): LinkImpact[] {
  const windowDays = options.windowDays ?? 28;
  const minControls = options.minControls ?? 3;
  const maxControls = options.maxControls ?? 20;
  const series: Series = new Map();
  for (const day of pageDays) {
    const list = series.get(day.page) ?? [];
    list.push(day);
    series.set(day.page, list);
  }
  const pages = [...series.keys()].sort();

  return applied.map(({ targetUrl, appliedOn, links }) => {
    const beforeFrom = shiftDay(appliedOn, -windowDays);
    const beforeTo = shiftDay(appliedOn, -1);
    const afterFrom = shiftDay(appliedOn, 1);
    const afterTo = shiftDay(appliedOn, windowDays);
    const before = sumWindow(series.get(targetUrl), beforeFrom, beforeTo);
    const after = sumWindow(series.get(targetUrl), afterFrom, afterTo);
    const base = { targetUrl, appliedOn, links, before, after, controls: 0 };
    const none = { clicks: null, impressions: null, position: null };
    if (afterTo > options.dataThrough) {
      return { ...base, ...none, status: 'waiting' as const };
    }
    if (before.impressions === 0) {
      return { ...base, ...none, status: 'no_data' as const };
    }
    // Pages touched by a link in the same window are not controls.
    const touched = new Set(
      [...applied, ...(options.alsoTouched ?? [])]
        .filter((other) => other.appliedOn >= beforeFrom && other.appliedOn <= afterTo)
        .map((other) => other.targetUrl),
    );
    const controls = pages
      .filter((page) => page !== targetUrl && !touched.has(page))
      .map((page) => ({
        page,
        before: sumWindow(series.get(page), beforeFrom, beforeTo),
        after: sumWindow(series.get(page), afterFrom, afterTo),
      }))
      .filter((control) => control.before.impressions > 0 && control.after.impressions > 0)
      .map((control) => ({
        ...control,
        distance: Math.abs(Math.log(control.before.impressions / before.impressions)),
      }))
      .sort((a, b) => a.distance - b.distance || (a.page < b.page ? -1 : 1))
      .slice(0, maxControls);
    if (controls.length < minControls) {
      return { ...base, ...none, controls: controls.length, status: 'no_controls' as const };
    }
    const relative = (value: number) => Math.exp(value) - 1;
    const same = (value: number) => value;
    return {
      ...base,
      controls: controls.length,
      status: 'measured' as const,
      clicks: differenceInDifferences(
        logRatio(after.clicks, before.clicks),
        controls.map((c) => logRatio(c.after.clicks, c.before.clicks)),
        relative,
      ),
      impressions: differenceInDifferences(
        logRatio(after.impressions, before.impressions),
        controls.map((c) => logRatio(c.after.impressions, c.before.impressions)),
        relative,
      ),
      position:
        after.position === null || before.position === null
          ? null
          : differenceInDifferences(
              after.position - before.position,
              controls.map((c) => c.after.position! - c.before.position!),
              same,
            ),
    };
  });
}
