import type {
  ClusterGap,
  KnownPage,
  LinkSuggestion,
  PageSearchEvidence,
  PageText,
  SiteAnalysis,
  SiteCalibration,
} from '@linkloom/engine';

/**
 * What the main thread asks the engine thread; every request is answered once, by its id.
 * A site's pages arrive a part at a time (`addPages`, `addKnownPages`), so no one message
 * holds the sender's event loop; `analyse` and `analyseSite` then take the pages added since
 * the last analysis or drop.
 */
export type EngineRequest = { id: number } & (
  | { kind: 'addPages'; pages: PageText[] }
  | { kind: 'addKnownPages'; pages: KnownPage[] }
  | {
      kind: 'analyse';
      /** Listing pages (archives and the like) the owner links anyway. */
      includedPages: string[];
      excludedPairs: Array<{ sourceUrl: string; targetUrl: string }>;
      embeddings?: Map<string, number[]>;
      /** Each page's Search Console evidence, when the website has imported search data. */
      search?: PageSearchEvidence[];
      clusterGaps: ClusterGap[];
      targetPrecision: number;
      maxSuggestionsPerPage: number;
    }
  | {
      kind: 'suggest';
      sourceUrl: string;
      maxSuggestions: number;
      /** Below the cut-off, down to this raw score, without passages: the "less likely" ones. */
      minScore?: number;
    }
  | {
      /** "Find links to this post": the pages added since, searched for places to link one target. */
      kind: 'findLinksTo';
      targetUrl: string;
      keyword?: string;
      /** The pages to search (the analysed ones); every added page is a possible target's context. */
      sourceUrls: string[];
      includedPages: string[];
      excludedPairs: Array<{ sourceUrl: string; targetUrl: string }>;
      /** The website's last calibration, when one ran; the pooled one otherwise. */
      calibration?: SiteCalibration;
    }
  | { kind: 'drop' }
  | { kind: 'analyseSite'; homeUrl: string }
);

export type EngineAnswer = SiteCalibration | LinkSuggestion[] | SiteAnalysis | null;

export type EngineReply =
  { id: number; ok: true; value: EngineAnswer } | { id: number; ok: false; message: string };

/** Distributes `Omit` over the union, so each request kind keeps its own fields. */
export type EngineCall = EngineRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;
