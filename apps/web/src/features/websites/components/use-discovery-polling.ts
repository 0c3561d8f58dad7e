import type { SitemapData } from '@linkloom/contracts';
import { useEffect, useState } from 'react';
import { logError } from '@/lib/error-log';
import { getSitemapData } from '../api/get-sitemap-data';

/** Spec §4 and §9: discovery is polled up to 40 times, 1.5 s apart. */
export const DISCOVERY_POLL = { intervalMs: 1500, maxTries: 40 } as const;

export type DiscoveryPhase = 'polling' | 'finished' | 'timed-out';

export type DiscoveryPolling = {
  phase: DiscoveryPhase;
  data: SitemapData | null;
  tries: number;
};

export function isDiscoveryFinished(status: SitemapData['status']): boolean {
  return status === 'found' || status === 'empty' || status === 'failed';
}

type DiscoveryPollingOptions = {
  websiteId: string;
  /** Bump to poll afresh (after 'Try again' starts a new discovery). */
  run: number;
  intervalMs?: number;
  maxTries?: number;
};

/** Polls `sitemap/data` until discovery finishes or the tries run out. */
export function useDiscoveryPolling({
  websiteId,
  run,
  intervalMs = DISCOVERY_POLL.intervalMs,
  maxTries = DISCOVERY_POLL.maxTries,
}: DiscoveryPollingOptions): DiscoveryPolling {
  const [state, setState] = useState<DiscoveryPolling & { key: string }>({
    key: `${websiteId}:${run}`,
    phase: 'polling',
    data: null,
    tries: 0,
  });

  useEffect(() => {
    const key = `${websiteId}:${run}`;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: SitemapData | null = null;

    async function poll(tries: number) {
      try {
        latest = await getSitemapData(websiteId, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) {
          return;
        }
        // A failed poll counts as a try; the next one may succeed.
        logError(error, 'Sitemap status poll failed');
      }
      if (controller.signal.aborted) {
        return;
      }
      const isFinished = latest !== null && isDiscoveryFinished(latest.status);
      const phase: DiscoveryPhase = isFinished
        ? 'finished'
        : tries >= maxTries
          ? 'timed-out'
          : 'polling';
      setState({ key, phase, data: latest, tries });
      if (phase === 'polling') {
        timer = setTimeout(() => void poll(tries + 1), intervalMs);
      }
    }

    void poll(1);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [websiteId, run, intervalMs, maxTries]);

  // A new website or run starts afresh until its first answer arrives.
  if (state.key !== `${websiteId}:${run}`) {
    return { phase: 'polling', data: null, tries: 0 };
  }
  return { phase: state.phase, data: state.data, tries: state.tries };
}
