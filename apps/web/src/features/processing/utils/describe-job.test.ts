import { describe, expect, it } from 'vitest';
import { formatTimeRemaining, stageLabel } from './describe-job';

describe('formatTimeRemaining', () => {
  it('says nothing until the server can estimate', () => {
    expect(formatTimeRemaining(null)).toBeNull();
  });

  it('reads seconds, minutes and hours', () => {
    expect(formatTimeRemaining(0)).toBe('0 s');
    expect(formatTimeRemaining(45)).toBe('45 s');
    expect(formatTimeRemaining(120)).toBe('2 min');
    expect(formatTimeRemaining(185)).toBe('3 min 5 s');
    expect(formatTimeRemaining(3720)).toBe('1 h 2 min');
  });
});

describe('stageLabel', () => {
  it('names each stage in words', () => {
    expect(stageLabel('generating_suggestions')).toBe('Generating suggestions');
    expect(stageLabel('finalizing_links')).toBe('Finalizing links');
  });
});
