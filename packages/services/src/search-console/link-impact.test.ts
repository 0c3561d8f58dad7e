import { describe, expect, it } from 'vitest';
import { measureLinkImpact } from './link-impact';
import type { PageDay } from './link-impact';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00Z');
const dayAt = (index: number) => new Date(START + index * DAY_MS).toISOString().slice(0, 10);

/** 120 days of a page: `clicks`/`impressions`/`position` per day, from `change` on scaled. */
function pageSeries(
  page: string,
  { clicks, impressions, position }: { clicks: number; impressions: number; position: number },
  change?: { from: number; factor: number; positionShift: number },
  wobble = 0,
): PageDay[] {
  return Array.from({ length: 120 }, (_, index) => {
    const isAfter = change !== undefined && index >= change.from;
    const factor = isAfter ? change.factor : 1;
    // A fixed, page-specific wobble so controls differ (no randomness in tests).
    const noise = 1 + wobble * Math.sin(index * 1.7 + page.length);
    return {
      page,
      day: dayAt(index),
      clicks: Math.round(clicks * factor * noise),
      impressions: Math.round(impressions * factor * noise),
      position: position + (isAfter ? change.positionShift : 0),
    };
  });
}

const controls = Array.from({ length: 8 }, (_, index) =>
  pageSeries(
    `/control-${index}`,
    { clicks: 10 + index, impressions: 200 + 10 * index, position: 12 },
    undefined,
    0.1,
  ),
).flat();
const applied = 60;

describe('measureLinkImpact', () => {
  it('sees a target that doubled while comparable pages stayed, with the noise around it', () => {
    const target = pageSeries(
      '/target',
      { clicks: 10, impressions: 200, position: 12 },
      {
        from: applied,
        factor: 2,
        positionShift: -3,
      },
    );
    const [impact] = measureLinkImpact(
      [...controls, ...target],
      [{ targetUrl: '/target', appliedOn: dayAt(applied), links: 2 }],
      { dataThrough: dayAt(119) },
    );
    expect(impact!.status).toBe('measured');
    expect(impact!.controls).toBe(8);
    expect(impact!.before.clicks).toBe(280);
    expect(impact!.after.clicks).toBe(560);
    expect(impact!.clicks!.estimate).toBeGreaterThan(0.8);
    expect(impact!.clicks!.estimate).toBeLessThan(1.2);
    expect(impact!.clicks!.low).toBeLessThan(impact!.clicks!.estimate);
    expect(impact!.clicks!.high).toBeGreaterThan(impact!.clicks!.estimate);
    expect(impact!.clicks!.isClear).toBe(true);
    expect(impact!.position!.estimate).toBeCloseTo(-3, 0);
  });

  it('calls an unchanged target unclear: the interval holds zero', () => {
    const target = pageSeries(
      '/flat',
      { clicks: 12, impressions: 220, position: 12 },
      undefined,
      0.1,
    );
    const [impact] = measureLinkImpact(
      [...controls, ...target],
      [{ targetUrl: '/flat', appliedOn: dayAt(applied), links: 1 }],
      { dataThrough: dayAt(119) },
    );
    expect(impact!.status).toBe('measured');
    expect(impact!.clicks!.low).toBeLessThan(0);
    expect(impact!.clicks!.high).toBeGreaterThan(0);
    expect(impact!.clicks!.isClear).toBe(false);
  });

  it('waits for 28 days of data after, needs data before and enough untouched controls', () => {
    const target = pageSeries('/target', { clicks: 10, impressions: 200, position: 12 });
    const waiting = measureLinkImpact(
      [...controls, ...target],
      [{ targetUrl: '/target', appliedOn: dayAt(100), links: 1 }],
      { dataThrough: dayAt(119) },
    );
    expect(waiting[0]!.status).toBe('waiting');
    const unknown = measureLinkImpact(
      controls,
      [{ targetUrl: '/new-page', appliedOn: dayAt(applied), links: 1 }],
      { dataThrough: dayAt(119) },
    );
    expect(unknown[0]!.status).toBe('no_data');
    // Every control got a link in the same window: none is left to compare with.
    const touchedAll = measureLinkImpact(
      [...controls, ...target],
      [
        { targetUrl: '/target', appliedOn: dayAt(applied), links: 1 },
        ...Array.from({ length: 8 }, (_, index) => ({
          targetUrl: `/control-${index}`,
          appliedOn: dayAt(applied + 5),
          links: 1,
        })),
      ],
      { dataThrough: dayAt(119) },
    );
    expect(touchedAll[0]).toMatchObject({ status: 'no_controls', controls: 0 });
  });
});
