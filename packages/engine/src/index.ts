// Pages in, suggestions out: the index of a site, the suggestions of a page, the site's
// self-calibration, passages, and the whole-site analysis (equity, depth, clusters).
export type {
  BlockKind,
  ContentBlock,
  LinkPlacement,
  PageLink,
  PageListing,
  PageText,
  TextSpan,
} from './page-text';
export { buildSiteIndex, type SiteIndex, type SiteIndexOptions } from './index/site-index';
export type { PageSearchEvidence, SearchQueryEvidence } from './index/search-evidence';
export { listingReasonOf, listingReasonOfUrl } from './index/page-roles';
export { comparableUrl } from './index/eligibility';
export { isNumberedReference } from './index/numbered-references';
export { suggestLinks, type SuggestOptions } from './suggest/suggest-links';
export { findLinksToPage, type LinksToPageOptions } from './suggest/links-to-page';
export type { LinkSuggestion } from './suggest/link-suggestion';
export {
  validatePassage,
  writeTemplatePassage,
  type PassageBrief,
  type PassageWriter,
} from './suggest/passage-writer';
export { calibrateSite, MIN_LINK_PAIRS, type CalibrateOptions } from './calibrate/backtest';
export { developerSitesCalibration } from './calibrate/fallback';
export { candidateGroups, type EvidenceGroup } from './calibrate/candidate-evidence';
export { type ColdPrior } from './calibrate/cold-prior';
export { type DeveloperSite } from './calibrate/developer-sites';
export { fitPooledWeights } from './calibrate/pooled-weights';
export { HELD_WEIGHTS } from './suggest/held-weights';
export { RANKING_WEIGHTS } from './suggest/ranking-weights';
export { type CandidateFeatures, type FeatureWeights } from './suggest/score-candidate';
export {
  learnFromDecisions,
  rateWithModel,
  type LearntModel,
  type OwnerDecision,
  type RejectionReason,
} from './calibrate/owner-decisions';
export { evidenceKindsOf } from './calibrate/evidence-kinds';
export {
  confidenceOf,
  DEFAULT_TARGET_PRECISION,
  type CalibrationBand,
  type CalibrationPoint,
  type SiteCalibration,
} from './calibrate/site-calibration';
export {
  analyzeSite,
  type ClusterFigures,
  type KnownPage,
  type PageFigures,
  type RedirectChain,
  type SiteAnalysis,
} from './analysis/site-analysis';
export { findLinkIssues, type LinkIssue, type LinkIssueKind } from './analysis/link-health';
export { clusterGapsOf, clusterTargetsBySource, type ClusterGap } from './analysis/cluster-targets';
export { findTopicClusters, type TopicCluster } from './clusters/topic-clusters';
export {
  computeLinkEquity,
  PLACEMENT_WEIGHT,
  toEquityScore,
  type EquityScale,
  type GraphLink,
  type LinkEquity,
} from './graph/link-equity';
export { createEquityEstimator, type EquityEstimator } from './analysis/equity-gain';
