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
export type { LinkSuggestion, SuggestOptions } from './suggest/suggest-links';
