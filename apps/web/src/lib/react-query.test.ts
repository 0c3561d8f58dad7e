import { describe, expect, it } from 'vitest';
import { toasterConfig } from '@/config/toasts';
import { createQueryClient } from './react-query';

describe('app start-up defaults (spec §9)', () => {
  it('queries do not refetch on window focus, do not retry and stay fresh for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;

    expect(defaults).toMatchObject({
      refetchOnWindowFocus: false,
      retry: false,
      staleTime: 300_000,
    });
  });

  it('toasts show 5 s at top-right, at most 20 at once', () => {
    expect(toasterConfig).toEqual({ position: 'top-right', duration: 5000, visibleToasts: 20 });
  });
});
