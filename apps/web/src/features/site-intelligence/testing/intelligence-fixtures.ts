import type { LinkEquityHeatmap, TopicClusters, WebsiteAnalytics } from '@linkloom/contracts';

export const WEBSITE_ID = '6f1c8a52-7c1e-4a43-9a57-3a8d3f0e2b11';
export const SITE = 'https://garden.example';
export const COMPUTED_AT = '2026-11-22T10:00:00.000Z';

export const clusters: TopicClusters = {
  computedAt: COMPUTED_AT,
  clusters: [
    {
      id: 0,
      label: 'Rose Pruning',
      terms: ['rose', 'pruning', 'feed'],
      pillarUrl: `${SITE}/roses/`,
      memberUrls: [`${SITE}/roses/`, `${SITE}/roses/pruning`, `${SITE}/roses/feeding`],
      memberTitles: ['Roses', 'Rose pruning in March', 'Feeding roses'],
      gaps: [
        { sourceUrl: `${SITE}/roses/`, targetUrl: `${SITE}/roses/feeding` },
        { sourceUrl: `${SITE}/roses/feeding`, targetUrl: `${SITE}/roses/` },
      ],
    },
  ],
  pagination: { page: 1, pages: 1, total: 1 },
  totals: { clusters: 1, members: 3, gaps: 2 },
  unclustered: [{ url: `${SITE}/about`, title: 'About the garden' }],
  unclusteredTotal: 1,
};

export const analytics: WebsiteAnalytics = {
  computedAt: COMPUTED_AT,
  pagesByStatus: { pending: 0, crawling: 0, crawled: 6, error: 1 },
  inboundLinks: [
    { bucket: '0', pages: 2 },
    { bucket: '1', pages: 3 },
    { bucket: '2–4', pages: 2 },
    { bucket: '5–9', pages: 0 },
    { bucket: '10+', pages: 0 },
  ],
  clickDepth: [
    { bucket: '0', pages: 1 },
    { bucket: '1', pages: 2 },
    { bucket: '2', pages: 2 },
    { bucket: '3', pages: 0 },
    { bucket: '4+', pages: 1 },
    { bucket: 'unreachable', pages: 1 },
  ],
  orphans: [{ url: `${SITE}/tulips/mania`, title: 'Tulip mania', equity: 0 }],
  orphanCount: 1,
  menusOnly: [{ url: `${SITE}/roses/feeding`, title: 'Feeding roses', inboundAll: 2 }],
  menusOnlyCount: 1,
  textLinks: { contentToContent: 0, contentPages: 5 },
  unreadPages: { count: 0, of: 7, urls: [] },
  brokenLinks: [{ sourceUrl: `${SITE}/tulips`, targetUrl: `${SITE}/bulbs/daffodils`, status: 404 }],
  redirectChains: [
    {
      url: `${SITE}/old-roses`,
      hops: [`${SITE}/roses-2019`, `${SITE}/roses/`],
      linkedFrom: 2,
    },
  ],
  suggestionsOverTime: [{ day: '2026-11-21', pending: 3, approved: 2, rejected: 1, applied: 0 }],
  suggestionsByStatus: { pending: 3, approved: 2, rejected: 1, applied: 0 },
};

function equityPage(path: string, folder: string, equity: number, extra = {}) {
  return {
    url: `${SITE}${path}`,
    folder,
    equity,
    inboundMain: 1,
    inboundAll: 3,
    depth: 1,
    orphan: false,
    ...extra,
  };
}

export const heatmap: LinkEquityHeatmap = {
  computedAt: COMPUTED_AT,
  unreadPages: { count: 0, of: 4, urls: [] },
  pages: [
    equityPage('/tulips/mania', '/tulips/', 0, { orphan: true, inboundMain: 0, depth: null }),
    equityPage('/roses/feeding', '/roses/', 42.5, { depth: 2 }),
    equityPage('/roses/pruning', '/roses/', 60.7, { depth: 2 }),
    equityPage('/', '/', 88, { depth: 0, inboundMain: 0 }),
  ],
  summary: { pages: 4, weak: 1, orphans: 1, medianEquity: 51.6 },
  pagination: { page: 1, pages: 1, total: 4 },
  folders: [
    { folder: '/', pages: 1, meanEquity: 88, minEquity: 88 },
    { folder: '/roses/', pages: 2, meanEquity: 51.6, minEquity: 42.5 },
    { folder: '/tulips/', pages: 1, meanEquity: 0, minEquity: 0 },
  ],
};
