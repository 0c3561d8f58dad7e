import { describe, expect, it } from 'vitest';
import { DEVELOPER_SITES } from './developer-sites';
import { developerPool, fallbackCalibration } from './fallback';

describe('the pooled developer-site calibration', () => {
  it('pools every site by default, and none that is left out', () => {
    const all = developerPool();
    expect(all.sites).toEqual(DEVELOPER_SITES.map((site) => site.site));
    const withoutFirst = developerPool([DEVELOPER_SITES[0]!.site]);
    expect(withoutFirst.sites).not.toContain(DEVELOPER_SITES[0]!.site);
    expect(withoutFirst.relevant).toBe(all.relevant - DEVELOPER_SITES[0]!.relevant);
    expect(withoutFirst.perSite).toHaveLength(all.perSite.length - 1);
  });

  it('says how sure it is with the precision the other sites saw at its cut-off', () => {
    const calibration = fallbackCalibration(0, 0.5);
    const [low, high] = calibration.precisionRange;
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(calibration.precision);
    expect(high).toBeGreaterThanOrEqual(calibration.precision);
    expect(high).toBeLessThanOrEqual(1);
  });
});

describe("the pooled calibration read on a cold site's own candidates", () => {
  it('sets the cut-off between the candidates it keeps and those it drops, and says how many it read', () => {
    const strong = Array.from({ length: 40 }, () => ({ score: 0.9, numbered: false }));
    const weak = Array.from({ length: 400 }, (_, at) => ({
      score: 0.05 + at / 4000,
      numbered: false,
    }));
    const calibration = fallbackCalibration(0, 0.5, [], undefined, [...strong, ...weak]);
    expect(calibration.siteCandidates).toBe(440);
    const strongest = Math.max(...weak.map((candidate) => candidate.score));
    expect(calibration.cutoff).toBeGreaterThan(strongest);
    expect(calibration.cutoff).toBeLessThan(0.9);
    expect(fallbackCalibration(0, 0.5).siteCandidates).toBeUndefined();
  });

  it("keeps the pool's cut-off when the site keeps every candidate it has, all above it", () => {
    const strong = Array.from({ length: 9 }, () => ({ score: 0.95, numbered: false }));
    const calibration = fallbackCalibration(0, 0.5, [], undefined, strong);
    expect(calibration.siteCandidates).toBeUndefined();
    expect(calibration.cutoff).toBe(fallbackCalibration(0, 0.5).cutoff);
  });
});
