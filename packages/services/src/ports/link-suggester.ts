import type { SearchPageQueries, SuggestionType } from '@linkloom/contracts';
import type { ClusterGap, PageSearchEvidence, PageText, SiteCalibration } from '@linkloom/engine';

export type SuggestedLink = {
  sourceUrl: string;
  targetUrl: string;
  kind: 'anchor' | 'passage';
  /** The spec's suggestion type; 'manual' is the user's own, never a suggester's. */
  suggestionType: Exclude<SuggestionType, 'manual'>;
  anchorText: string;
  /** The sentence around the anchor, or where a passage goes. */
  context: string;
  passage: string | null;
  placement: string | null;
  blockIndex: number | null;
  start: number | null;
  end: number | null;
  score: number;
  /** Calibrated probability (0–1) that a site editor would make this link; null for a passage. */
  confidence: number | null;
  reasons: string[];
};

/** A site analysed once; then suggestions per source page, so callers can report progress between pages. */
export type SiteSuggester = {
  suggestFor(sourceUrl: string, maxSuggestions: number): Promise<SuggestedLink[]>;
  /**
   * How far the site's scores can be trusted: the engine's backtest on the site's own links
   * (or the pooled reference sites for a site with too few), measured once per analysis.
   */
  calibration: SiteCalibration;
  /**
   * A page's candidates below the cut-off (issue 51): kept as "less likely", shown on request
   * and raised into the review list when the owner's decisions lift them. Absent: none kept.
   */
  lessLikelyFor?(sourceUrl: string, maxSuggestions: number): Promise<SuggestedLink[]>;
  /**
   * Lets go of the site's index; the job calls it when it is done with the suggester. A
   * wrapper must pass it on: the next site's analysis waits for it.
   */
  close(): void;
};

/**
 * Builds a suggester over the site's crawled pages (the engine, wired in at the composition
 * root, with a model's embeddings and passages when one is configured).
 */
export type LinkSuggester = (input: {
  ownerId: string;
  websiteId: string;
  /** Each crawled page with the hash of its content, which keys cached embeddings. */
  pages: Array<{ text: PageText; contentHash: string }>;
  /**
   * Pages that only list others (archives, search results, later pages of a list, feeds)
   * which the owner links anyway: sources and targets like any other page.
   */
  includedPages: string[];
  /** (source, target) pairs never to propose: decided before, or rejected. */
  excludedPairs: Array<{ sourceUrl: string; targetUrl: string }>;
  /** Topic clusters' linking gaps: the source should link to the target, in the labelled cluster. */
  clusterGaps: ClusterGap[];
  /** The website's target precision (0.3–0.95): the calibration picks the cut-off that meets it. */
  targetPrecision: number;
  /** Suggestions per page the job asks for, which the backtest predicts with too. */
  maxSuggestionsPerPage: number;
  /**
   * Each page's Search Console evidence (totals, striking distance, top queries), only when
   * the website has imported search data: queries become names the pages go by.
   */
  search?: PageSearchEvidence[];
}) => Promise<SiteSuggester>;

/** The website's search evidence as the search-console service gives it; empty without data. */
export type SearchEvidenceSource = (scope: {
  ownerId: string;
  websiteId: string;
}) => Promise<SearchPageQueries[]>;
