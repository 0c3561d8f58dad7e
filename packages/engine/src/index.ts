export type { BlockKind, ContentBlock, LinkPlacement, PageLink, PageText, TextSpan } from './page-text';
