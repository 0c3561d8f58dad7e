import type { CmsPublicationState } from '@linkloom/contracts';
import { findCmsPublications, markCmsConnectionAttention, saveCmsPublication } from '@linkloom/db';
import type { CmsPublicationRow, Db, SuggestionRow, WebsiteScope } from '@linkloom/db';
import type { Clock } from '../ports/clock';
import type {
  CmsConnector,
  CmsCredentials,
  CmsEditOutcome,
  CmsEditRules,
  CmsLinkEdit,
} from '../ports/cms-connector';
import { CmsSiteFailure } from './cms-site-failure';
import { hrefOf } from './link-settings';
import type { LinkOptions } from './link-settings';
import { withPostLock } from './post-lock';
import type { PostLockTimings } from './post-lock';

export type PublishDeps = {
  db: Db;
  clock: Clock;
  connector: CmsConnector;
  /** How long a post is held and waited for (tests shorten it). */
  postLock?: PostLockTimings;
};

const PLAIN_LINKS: LinkOptions = { newTab: false, nofollow: false, relative: false };

export function toLinkEdit(row: SuggestionRow, options: LinkOptions = PLAIN_LINKS): CmsLinkEdit {
  return {
    id: row.id,
    targetUrl: row.targetUrl,
    anchorText: row.anchorText,
    context: row.context,
    passage: row.generatedPassage?.trim() ? row.generatedPassage : null,
    href: hrefOf(row.targetUrl, row.sourceUrl, options.relative),
    newTab: options.newTab,
    nofollow: options.nofollow,
  };
}

type Settled = { state: CmsPublicationState; message: string | null };

/** After writing, the live page decides (read once for the post): applied, or written and why not yet. */
async function settle(
  deps: PublishDeps,
  rows: SuggestionRow[],
  outcomes: CmsEditOutcome[],
): Promise<Settled[]> {
  const isOurs = (outcome: CmsEditOutcome) =>
    outcome.result === 'written' || outcome.result === 'already';
  const toCheck = rows.filter((_, index) => isOurs(outcomes[index]!));
  const live =
    toCheck.length === 0
      ? []
      : await deps.connector.verifyLinks(
          toCheck[0]!.sourceUrl,
          toCheck.map((row) => ({ targetUrl: row.targetUrl, anchorText: row.anchorText })),
        );
  return outcomes.map((outcome, index) => {
    if (!isOurs(outcome)) {
      return { state: outcome.result as CmsPublicationState, message: outcome.message };
    }
    const check = live[toCheck.indexOf(rows[index]!)];
    return check?.state === 'found'
      ? { state: 'applied', message: null }
      : { state: 'written', message: check?.message ?? null };
  });
}

/** A WordPress that refuses the credentials marks the connection as needing attention. */
export async function noteSiteFailure(
  deps: PublishDeps,
  scope: WebsiteScope,
  failure: { kind: CmsSiteFailure['kind'] | null | undefined; message: string | null },
) {
  if (failure.kind === 'auth') {
    await markCmsConnectionAttention(deps.db, {
      ...scope,
      message: failure.message ?? 'WordPress refused the stored credentials.',
    });
  }
}

/**
 * Publishes the approved suggestions of one source page: one write to the post, then the live
 * page is read to confirm each link. Holds the post's database lease throughout, so concurrent
 * Apply calls and bulk runs, in any process, write the post one after the other, each from what
 * the previous one left. Returns each suggestion's publication as saved. With
 * `haltOnSiteFailure`, a site that refuses the credentials or cannot be reached throws a
 * CmsSiteFailure and nothing is recorded (the bulk run stops or retries); otherwise each
 * suggestion is recorded as failed with the reason.
 */
export async function publishPost(
  deps: PublishDeps,
  {
    credentials,
    rows,
    rules,
    linkOptions,
    haltOnSiteFailure = false,
    ...scope
  }: WebsiteScope & {
    credentials: CmsCredentials;
    rows: SuggestionRow[];
    rules?: CmsEditRules;
    linkOptions?: LinkOptions;
    haltOnSiteFailure?: boolean;
  },
): Promise<CmsPublicationRow[]> {
  const sourceUrl = rows[0]?.sourceUrl;
  if (!sourceUrl) {
    return [];
  }
  return withPostLock(
    deps.db,
    { ...scope, postKey: sourceUrl },
    () =>
      publishHeld(deps, {
        ...scope,
        credentials,
        rows,
        rules,
        linkOptions,
        haltOnSiteFailure,
        sourceUrl,
      }),
    deps.postLock,
  );
}

async function publishHeld(
  deps: PublishDeps,
  {
    credentials,
    rows,
    rules,
    linkOptions,
    haltOnSiteFailure,
    sourceUrl,
    ...scope
  }: WebsiteScope & {
    credentials: CmsCredentials;
    rows: SuggestionRow[];
    rules?: CmsEditRules;
    linkOptions?: LinkOptions;
    haltOnSiteFailure: boolean;
    sourceUrl: string;
  },
): Promise<CmsPublicationRow[]> {
  const answered = await deps.connector.applyToPost(
    credentials,
    sourceUrl,
    rows.map((row) => toLinkEdit(row, linkOptions)),
    rules,
  );
  const outcomes = rows.map(
    (row): CmsEditOutcome =>
      answered.find((candidate) => candidate.id === row.id) ?? {
        id: row.id,
        result: 'failed',
        message: 'The CMS connector gave no answer for this suggestion.',
        postId: null,
        postType: null,
      },
  );
  const siteFailure = outcomes.find((outcome) => outcome.result === 'failed' && outcome.failure);
  if (siteFailure) {
    await noteSiteFailure(deps, scope, {
      kind: siteFailure.failure,
      message: siteFailure.message,
    });
    if (haltOnSiteFailure) {
      throw new CmsSiteFailure(siteFailure.failure!, siteFailure.message ?? 'The site failed.');
    }
  }
  const before = new Map(
    (
      await findCmsPublications(deps.db, { ...scope, suggestionIds: rows.map((row) => row.id) })
    ).map((row) => [row.suggestionId, row]),
  );
  const settled = await settle(deps, rows, outcomes);
  const saved: CmsPublicationRow[] = [];
  for (const [index, row] of rows.entries()) {
    const { state, message } = settled[index]!;
    const earlier = before.get(row.id);
    saved.push(
      await saveCmsPublication(deps.db, {
        ...scope,
        suggestionId: row.id,
        state,
        message,
        postId: outcomes[index]!.postId,
        postType: outcomes[index]!.postType,
        appliedAt:
          state === 'applied'
            ? earlier?.state === 'applied' && earlier.appliedAt
              ? earlier.appliedAt
              : deps.clock.now()
            : null,
      }),
    );
  }
  return saved;
}
