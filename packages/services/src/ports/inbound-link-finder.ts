import type { PageText, SiteCalibration } from '@linkloom/engine';
import type { SuggestedLink } from './link-suggester';

/**
 * "Find links to this post": the engine over a website's crawled pages, searching the analysed
 * ones for places that name one target (and a keyword the owner typed), at most one a source.
 * Wired at the composition root (the engine on a thread of its own, so the API stays free).
 */
export type InboundLinkFinder = (input: {
  /** Every crawled page of the website: each gives the index its names and links. */
  pages: PageText[];
  targetUrl: string;
  /** Words to take verbatim as an anchor wherever a source's prose has them. */
  keyword?: string;
  /** The pages to search: analysed ones, not the target, not archives left out of links. */
  sourceUrls: string[];
  /** Pages that only list others which the owner links anyway. */
  includedPages: string[];
  /** (source, target) pairs never to propose: decided before, or rejected. */
  excludedPairs: Array<{ sourceUrl: string; targetUrl: string }>;
  /** The website's last calibration (its site model's prior), else the pooled one. */
  calibration: SiteCalibration;
}) => Promise<SuggestedLink[]>;
