import type { LinkHealthResponse, LinkIssue } from '@linkloom/contracts';
import { COMPUTED_AT, SITE } from './intelligence-fixtures';

const none = { status: null, hops: [], fixUrl: null, linkedFrom: 0 };

export const linkIssues: LinkIssue[] = [
  {
    ...none,
    kind: 'broken',
    sourceUrl: `${SITE}/roses`,
    targetUrl: `${SITE}/gone`,
    anchorText: 'old page',
    placement: 'main',
    status: 404,
  },
  {
    ...none,
    kind: 'redirect',
    sourceUrl: `${SITE}/`,
    targetUrl: `${SITE}/old-tulips`,
    anchorText: 'tulips, "the best"',
    placement: 'main',
    hops: [`${SITE}/tulips`],
    fixUrl: `${SITE}/tulips`,
  },
  {
    ...none,
    kind: 'menu_only',
    sourceUrl: null,
    targetUrl: `${SITE}/about`,
    anchorText: '',
    placement: null,
    linkedFrom: 3,
  },
];

export const linkHealth: LinkHealthResponse = {
  computedAt: COMPUTED_AT,
  checked: true,
  counts: {
    broken: 1,
    redirect: 1,
    redirect_chain: 0,
    canonicalised: 0,
    noindex: 0,
    nofollow: 0,
    menu_only: 1,
  },
  issues: linkIssues,
  pagination: { page: 1, pages: 1, total: 3 },
};
