import type { PassageBrief } from './passage-writer';

/** One proposed internal link, with everything the review screen shows. */
export type LinkSuggestion = {
  sourceUrl: string;
  targetUrl: string;
  /** 'anchor': words already in the source become the link; 'passage': a new sentence carries it. */
  kind: 'anchor' | 'passage';
  /** The spec's anchor_source: existing words of the page, or a generated passage. */
  anchorSource: 'existing_content' | 'generated_passage';
  /**
   * The spec's suggestion_type (the vocabulary of @linkloom/contracts, whose
   * `SUGGESTION_TYPES` the services check it against): 'contextual_link' for an anchor in
   * existing words, 'new_passage' for a written passage, 'cluster_link' when the link closes
   * a topic cluster's gap (a member and its pillar page that do not link to each other).
   */
  suggestionType: 'contextual_link' | 'new_passage' | 'cluster_link';
  anchorText: string;
  /** The sentence that holds the anchor, or the paragraph a passage follows. */
  context: string;
  /** The written passage (kind 'passage' only), holding `anchorText` verbatim. */
  passage: string | null;
  /** Where the passage goes, in words (kind 'passage' only). */
  placement: string | null;
  /**
   * What the passage was written from (kind 'passage' only), so a model outside the
   * engine can write it again; its text must pass `validatePassage`.
   */
  passageBrief: PassageBrief | null;
  /** The block of the source that holds the anchor, or that the passage follows. */
  blockIndex: number;
  /** `[start, end)` of the anchor in that block's text; null for passages. */
  start: number | null;
  end: number | null;
  /** Ranking score: higher is better; comparable within one site. */
  score: number;
  /**
   * Calibrated confidence (0–1): the estimated probability that a site editor would make
   * this link, from the site's backtest. Null for a written passage, which no backtest measures.
   */
  confidence: number | null;
  /** Topical similarity of the two pages (0–1). */
  relevance: number;
  /** Why this link, in words a reviewer can check. */
  reasons: string[];
};
