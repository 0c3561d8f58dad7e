export type { RedirectChain } from './analysis/site-analysis';
export type {
  BlockKind,
  ContentBlock,
  LinkPlacement,
  PageLink,
  PageText,
  TextSpan,
} from './page-text';
export { buildSiteIndex } from './index/site-index';
export type { SiteIndex, SiteIndexOptions } from './index/site-index';
export { suggestLinks } from './suggest/suggest-links';
export { calibrateSite, MIN_LINK_PAIRS } from './calibrate/backtest';
export type { CalibrateOptions } from './calibrate/backtest';
export { developerSitesCalibration } from './calibrate/fallback';
export { confidenceOf, DEFAULT_TARGET_PRECISION } from './calibrate/site-calibration';
export type {
  CalibrationBand,
  CalibrationPoint,
  SiteCalibration,
} from './calibrate/site-calibration';
export type { SuggestOptions } from './suggest/suggest-links';
export type { LinkSuggestion } from './suggest/link-suggestion';
export { validatePassage, writeTemplatePassage } from './suggest/passage-writer';
export type { PassageBrief, PassageWriter } from './suggest/passage-writer';
export { analyzeSite } from './analysis/site-analysis';
export { clusterGapsOf, clusterTargetsBySource } from './analysis/cluster-targets';
export type { ClusterGap } from './analysis/cluster-targets';
export type {
  ClusterFigures,
  KnownPage,
  PageFigures,
  SiteAnalysis,
} from './analysis/site-analysis';
export { findTopicClusters } from './clusters/topic-clusters';
export type { TopicCluster } from './clusters/topic-clusters';
export { computeLinkEquity, PLACEMENT_WEIGHT, toEquityScore } from './graph/link-equity';
export type { EquityScale, GraphLink, LinkEquity } from './graph/link-equity';
export { createEquityEstimator } from './analysis/equity-gain';
export type { EquityEstimator } from './analysis/equity-gain';
