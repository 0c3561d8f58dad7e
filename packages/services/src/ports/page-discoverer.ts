export type DiscoveryLogLine = { level: 'info' | 'warn' | 'error'; message: string };

export type DiscoveredSite = {
  method: 'sitemap' | 'crawl';
  status: 'found' | 'empty' | 'failed';
  reason?: string;
  pages: string[];
  /** When the sitemaps say pages last changed (`<lastmod>`, ISO 8601), by URL. */
  lastModified?: ReadonlyMap<string, string>;
  /** Pages found beyond max pages, counted but not kept (0 or absent when everything fits). */
  beyondLimit?: number;
};

/** Finds a site's pages (the crawler, wired in by the worker); never throws for what a site does. */
export type PageDiscoverer = (input: {
  url: string;
  maxPages: number;
  crawlDepth: number;
  respectRobots: boolean;
  signal?: AbortSignal;
  onLog: (line: DiscoveryLogLine) => void;
}) => Promise<DiscoveredSite>;
