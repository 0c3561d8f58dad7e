import type { Db } from '../create-db';
import * as cmsPostLocks from '../queries/cms-post-locks';
import * as decidedSuggestions from '../queries/decided-suggestions';
import * as lessLikely from '../queries/less-likely-suggestions';
import * as linkFixes from '../queries/link-fixes';
import * as ownerRules from '../queries/owner-rules';
import * as pages from '../queries/pages';
import * as pendingLinks from '../queries/pending-links';
import * as siteModels from '../queries/site-models';
import * as suggestionDecisions from '../queries/suggestion-decisions';
import type { WebsiteScope } from '../tenant-scope';
import type { TenantQueryCall } from './tenant-query-call';
import type { AlphaIds } from './two-tenants';

const at = new Date('2026-11-20T00:00:00Z');
const lock = { postKey: 'https://alpha.test/post', holder: 'a-writer', leaseMs: 60_000 };
const lessLikelyId = '00000000-0000-4000-8000-0000000000a1';

/**
 * The rows a read needs, written first in the same scope: for Beta the write is refused, so
 * nothing of Alpha's changes; for Alpha it succeeds, and the read then reaches it.
 */
const first = (write: Promise<unknown>) => write.catch(() => undefined);

const addLessLikely = (db: Db, s: WebsiteScope, a: AlphaIds) =>
  first(
    lessLikely.replaceLessLikely(db, {
      ...s,
      sourceUrls: [a.pageUrl],
      rows: [
        {
          id: lessLikelyId,
          suggestionType: 'contextual_link',
          sourceUrl: a.pageUrl,
          targetUrl: `${a.pageUrl}other`,
          anchorText: 'alpha less likely',
          score: 0.1,
        },
      ],
    }),
  );

const addDecision = (db: Db, s: WebsiteScope, a: AlphaIds) =>
  first(
    suggestionDecisions.insertDecisions(db, {
      ...s,
      decisions: [
        {
          suggestionId: a.suggestionId,
          action: 'rejected',
          score: 0.2,
          sourceUrl: a.pageUrl,
          targetUrl: a.pageUrl,
          anchorText: 'alpha decided',
        },
      ],
    }),
  );

const addRule = (db: Db, s: WebsiteScope) =>
  ownerRules
    .insertOwnerRule(db, { ...s, kind: 'never_anchor', value: 'click here' })
    .catch(() => null);

/** Queries of issue 51 (owner learning), issue 53 (post locks) and issue 54 (known pages). */
export const LEARNING_QUERY_CASES: Record<string, TenantQueryCall> = {
  tryTakeCmsPostLock: (db, s) => cmsPostLocks.tryTakeCmsPostLock(db, { ...s, ...lock }),
  renewCmsPostLock: (db, s, a) =>
    cmsPostLocks.renewCmsPostLock(db, { ...s, ...lock, postKey: `${a.pageUrl}renew` }),
  releaseCmsPostLock: (db, s, a) =>
    cmsPostLocks.releaseCmsPostLock(db, { ...s, ...lock, postKey: `${a.pageUrl}release` }),
  listSuggestionsForDecisions: (db, s, a) =>
    decidedSuggestions.listSuggestionsForDecisions(db, { ...s, suggestionIds: [a.suggestionId] }),
  replaceLessLikely: (db, s, a) =>
    lessLikely.replaceLessLikely(db, { ...s, sourceUrls: [a.pageUrl], rows: [] }),
  listLessLikelyForSource: async (db, s, a) => {
    await addLessLikely(db, s, a);
    return lessLikely.listLessLikelyForSource(db, { ...s, sourceUrl: a.pageUrl });
  },
  listRatedCandidates: (db, s) => lessLikely.listRatedCandidates(db, s),
  countLessLikely: async (db, s, a) => {
    await addLessLikely(db, s, a);
    return lessLikely.countLessLikely(db, s);
  },
  demoteSuggestions: (db, s, a) =>
    lessLikely.demoteSuggestions(db, { ...s, rated: [{ id: a.suggestionId, confidence: 0.01 }] }),
  promoteLessLikely: async (db, s, a) => {
    await addLessLikely(db, s, a);
    return lessLikely.promoteLessLikely(db, {
      ...s,
      rated: [{ id: lessLikelyId, confidence: 0.9 }],
    });
  },
  updatePendingConfidences: (db, s, a) =>
    lessLikely.updatePendingConfidences(db, {
      ...s,
      rated: [{ id: a.suggestionId, confidence: 0.42 }],
    }),
  updateLessLikelyConfidences: async (db, s, a) => {
    await addLessLikely(db, s, a);
    await lessLikely.updateLessLikelyConfidences(db, {
      ...s,
      rated: [{ id: lessLikelyId, confidence: 0.42 }],
    });
    return lessLikely.listLessLikelyForSource(db, { ...s, sourceUrl: a.pageUrl });
  },
  deleteCandidates: (db, s, a) => lessLikely.deleteCandidates(db, { ...s, ids: [a.suggestionId] }),
  findPublishedLinkFixes: async (db, s, a) => {
    await first(
      linkFixes.updateLinkFix(db, { ...s, fixId: a.linkFixId, set: { state: 'published' } }),
    );
    const [fix] = await linkFixes.listLinkFixes(db, s).catch(() => []);
    return fix
      ? linkFixes.findPublishedLinkFixes(db, {
          ...s,
          sourceUrl: fix.sourceUrl,
          targetUrl: fix.targetUrl,
        })
      : [];
  },
  listOwnerRules: async (db, s) => {
    await addRule(db, s);
    return ownerRules.listOwnerRules(db, s);
  },
  insertOwnerRule: (db, s) => addRule(db, s),
  deleteOwnerRule: async (db, s) => {
    const rule = await addRule(db, s);
    return rule ? ownerRules.deleteOwnerRule(db, { ...s, ruleId: rule.id }) : false;
  },
  findKnownPageUrls: async (db, s, a) => [
    ...(await pages.findKnownPageUrls(db, { ...s, urls: [a.pageUrl] })),
  ],
  listUndecidedLinks: (db, s) => pendingLinks.listUndecidedLinks(db, s),
  findSiteModel: async (db, s) => {
    await first(siteModels.saveSiteModel(db, { ...s, patch: { decisionsAtChange: 1 }, at }));
    return siteModels.findSiteModel(db, s);
  },
  saveSiteModel: (db, s) =>
    siteModels.saveSiteModel(db, { ...s, patch: { decisionsAtChange: 1 }, at }),
  insertDecisions: (db, s, a) =>
    suggestionDecisions.insertDecisions(db, {
      ...s,
      decisions: [
        {
          action: 'approved',
          score: 0.5,
          sourceUrl: a.pageUrl,
          targetUrl: a.pageUrl,
          anchorText: 'a',
        },
      ],
    }),
  listDecisions: async (db, s, a) => {
    await addDecision(db, s, a);
    return suggestionDecisions.listDecisions(db, s);
  },
  countDecisions: async (db, s, a) => {
    await addDecision(db, s, a);
    return suggestionDecisions.countDecisions(db, s);
  },
};
