import type { KnownPage, SiteAnalysis } from '@linkloom/engine';

/**
 * Analyses a website's crawled pages (equity, depth, orphans, clusters): the engine's
 * `analyzeSite`, which the server runs off the thread the API answers on.
 */
export type SiteAnalyzer = (pages: KnownPage[], homeUrl: string) => Promise<SiteAnalysis>;
