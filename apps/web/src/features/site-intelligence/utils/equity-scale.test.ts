import { describe, expect, it } from 'vitest';
import { equityBand, equityColor } from './equity-scale';

describe('equityColor', () => {
  it('runs from red at 0 to green at 100, clamped', () => {
    expect(equityColor(0)).toBe('rgb(225, 29, 72)');
    expect(equityColor(100)).toBe('rgb(5, 150, 105)');
    expect(equityColor(-5)).toBe(equityColor(0));
    expect(equityColor(140)).toBe(equityColor(100));
    expect(equityColor(35)).toBe('rgb(245, 158, 11)');
  });
});

describe('equityBand', () => {
  it('calls pages under 25 weak and from 60 strong', () => {
    expect([0, 24.9, 25, 59.9, 60].map(equityBand)).toEqual([
      'weak',
      'weak',
      'fair',
      'fair',
      'strong',
    ]);
  });
});
