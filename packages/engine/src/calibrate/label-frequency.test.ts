import { describe, expect, it } from 'vitest';
import type { Outcome } from './isotonic';
import { weightOf } from './isotonic';
import {
  asUnmadeLinks,
  labelFrequencyOf,
  linksToFind,
  TYPICAL_SITE_TOP_RATE,
} from './label-frequency';

/** `count` outcomes at `score`, `hits` of them links the site has made. */
function at(score: number, count: number, hits: number): Outcome[] {
  return Array.from({ length: count }, (_, i) => ({ score, hit: i < hits }));
}

const weighed = (outcomes: Outcome[]) => ({
  suggestions: outcomes.reduce((sum, outcome) => sum + weightOf(outcome), 0),
  hits: outcomes.reduce((sum, outcome) => sum + (outcome.hit ? weightOf(outcome) : 0), 0),
});

describe('the share of its links a site has made', () => {
  it('is whole for a site whose surest suggestions are its links as often as a linked site’s', () => {
    const outcomes = [...at(0.9, 40, 36), ...at(0.3, 360, 60)];
    expect(labelFrequencyOf(outcomes)).toBe(1);
    expect(asUnmadeLinks(outcomes, 1)).toBe(outcomes);
    expect(linksToFind(120, 1)).toBe(120);
  });

  it('is the surest suggestions’ hit rate against a typical linked site’s when it made part of them', () => {
    const outcomes = [...at(0.9, 60, 24), ...at(0.3, 540, 45)];
    expect(labelFrequencyOf(outcomes)).toBeCloseTo(0.4 / TYPICAL_SITE_TOP_RATE, 5);
  });

  it('reads how much of its links a small site made off 60 suggestions, not its surest 30', () => {
    // The surest 30 (6 links) say the site is partly linked; 60 say how much: 24 links, 0.4.
    const outcomes = [...at(0.9, 30, 6), ...at(0.8, 30, 18), ...at(0.3, 240, 20)];
    expect(labelFrequencyOf(outcomes)).toBeCloseTo(0.4 / TYPICAL_SITE_TOP_RATE, 5);
    // Linked by its surest 30, it stays linked however the next 30 turn out.
    expect(labelFrequencyOf([...at(0.9, 30, 27), ...at(0.8, 30, 3), ...at(0.3, 240, 20)])).toBe(1);
  });

  it('takes a site within the spread of linked sites as linked', () => {
    expect(labelFrequencyOf([...at(0.9, 40, 30), ...at(0.3, 360, 30)])).toBe(1);
  });

  it('takes a site whose surest suggestions are its links 60 % of the time as partly linked', () => {
    const outcomes = [...at(0.9, 60, 36), ...at(0.3, 540, 45)];
    expect(labelFrequencyOf(outcomes)).toBeCloseTo(0.6 / TYPICAL_SITE_TOP_RATE, 5);
  });

  it('never takes a site to have made less than a quarter of its links', () => {
    expect(labelFrequencyOf([...at(0.9, 40, 0), ...at(0.3, 360, 10)])).toBe(0.25);
  });

  it('counts the links not made yet among the misses and drops those made (Elkan & Noto)', () => {
    const outcomes = [...at(0.9, 40, 20), ...at(0.3, 360, 36)];
    const c = 0.5;
    const unmade = asUnmadeLinks(outcomes, c);
    // A made link is never suggested again: 40 − 20 and 360 − 36 suggestions remain.
    const top = weighed(unmade.filter((outcome) => outcome.score === 0.9));
    const low = weighed(unmade.filter((outcome) => outcome.score === 0.3));
    expect(top.suggestions).toBeCloseTo(20, 5);
    expect(low.suggestions).toBeCloseTo(324, 5);
    // g = hit rate of the score's step (shrunk a little toward the whole); with c = 0.5 an
    // unlinked suggestion is a link not made yet with odds g / (1 − g).
    expect(top.hits / top.suggestions).toBeGreaterThan(0.9);
    expect(low.hits / low.suggestions).toBeCloseTo(0.1 / 0.9, 1);
    expect(linksToFind(56, c)).toBe(56);
    expect(linksToFind(56, 0.25)).toBe(168);
  });
});
