import {
  CMS_NOT_CONNECTED_FOR_UNDO,
  FIXABLE_LINK_ISSUE_KINDS,
  LINK_FIX_NO_CMS,
  LINK_FIX_NOT_LISTED,
} from '@linkloom/contracts';
import type { ApproveLinkFixBody, LinkFix, LinkFixesResponse } from '@linkloom/contracts';
import {
  findCmsConnection,
  findLinkFix,
  findLinksCrawledSince,
  findSiteAnalysis,
  listLinkFixes,
  markCmsConnectionAttention,
  saveApprovedLinkFix,
  updateLinkFix,
} from '@linkloom/db';
import type { Db, LinkFixRow, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import { openCredentials } from '../cms/cms-credentials';
import { withPostLock } from '../cms/post-lock';
import type { SecretBox } from '../cms/secret-box';
import type { Clock } from '../ports/clock';
import type { LinkRetargeter } from '../ports/link-retargeter';
import { requireWebsite } from '../websites/require-website';

const FIXABLE = new Set<string>(FIXABLE_LINK_ISSUE_KINDS);

function sameUrl(a: string, b: string): boolean {
  const key = (url: string) => url.replace(/\/+$/, '');
  return key(a) === key(b);
}

function toView(row: LinkFixRow, state = row.state): LinkFix {
  return {
    id: row.id,
    kind: row.kind,
    sourceUrl: row.sourceUrl,
    targetUrl: row.targetUrl,
    anchorText: row.anchorText,
    fixUrl: row.fixUrl,
    state,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * Link fixes from the Link health screen: approve pointing a link at the final URL (or the
 * canonical), publish it to WordPress by changing only that link's href, undo it, and see a
 * later crawl verify it.
 */
export function createLinkFixesService({
  db,
  clock,
  retargeter,
  secrets,
}: {
  db: Db;
  clock: Clock;
  retargeter: LinkRetargeter;
  secrets: SecretBox;
}) {
  async function requireFix(scope: WebsiteScope, fixId: string) {
    const fix = await findLinkFix(db, { ...scope, fixId });
    if (!fix) {
      throw new AppError('NOT_FOUND', 'Fix not found');
    }
    return fix;
  }

  async function credentials(scope: WebsiteScope, missing: string) {
    const connection = await findCmsConnection(db, scope);
    if (!connection) {
      throw new AppError('UNPROCESSABLE', missing);
    }
    return openCredentials(secrets, connection);
  }

  async function noteAuthFailure(
    scope: WebsiteScope,
    failure: string | null | undefined,
    message: string | null,
  ) {
    if (failure === 'auth') {
      await markCmsConnectionAttention(db, {
        ...scope,
        message: message ?? 'WordPress refused the stored credentials.',
      });
    }
  }

  return {
    /**
     * Approves the fix of one problem the latest analysis lists with a URL to link instead.
     * @throws NOT_FOUND for another owner's website; UNPROCESSABLE when the problem is not listed.
     */
    async approve(ownerId: string, websiteId: string, body: ApproveLinkFixBody): Promise<LinkFix> {
      const scope = { ownerId, websiteId };
      await requireWebsite(db, ownerId, websiteId);
      const analysis = await findSiteAnalysis(db, scope, ['linkIssues']);
      const issue = analysis?.data.linkIssues?.find(
        (entry) =>
          FIXABLE.has(entry.kind) &&
          entry.fixUrl !== null &&
          entry.sourceUrl === body.sourceUrl &&
          entry.targetUrl === body.targetUrl &&
          entry.anchorText === body.anchorText,
      );
      if (!issue?.fixUrl || !issue.sourceUrl) {
        throw new AppError('UNPROCESSABLE', LINK_FIX_NOT_LISTED);
      }
      const row = await saveApprovedLinkFix(db, {
        ...scope,
        fix: {
          kind: issue.kind as LinkFix['kind'],
          sourceUrl: issue.sourceUrl,
          targetUrl: issue.targetUrl,
          anchorText: issue.anchorText,
          fixUrl: issue.fixUrl,
        },
      });
      return toView(row);
    },

    /**
     * The website's fixes, newest first; a published fix whose source page a later crawl found
     * linking the new URL reads as verified.
     * @throws NOT_FOUND for another owner's website.
     */
    async list(ownerId: string, websiteId: string): Promise<LinkFixesResponse> {
      const scope = { ownerId, websiteId };
      await requireWebsite(db, ownerId, websiteId);
      const rows = await listLinkFixes(db, scope);
      const published = rows.filter((row) => row.state === 'published' && row.publishedAt);
      const since = published.reduce<Date | null>(
        (earliest, row) => (!earliest || row.publishedAt! < earliest ? row.publishedAt : earliest),
        null,
      );
      const crawled = since
        ? await findLinksCrawledSince(db, {
            ...scope,
            since,
            sourceUrls: [...new Set(published.map((row) => row.sourceUrl))],
          })
        : new Map<string, string[]>();
      const fixes = await Promise.all(
        rows.map(async (row) => {
          const links = row.state === 'published' ? crawled.get(row.sourceUrl) : undefined;
          if (!links?.some((url) => sameUrl(url, row.fixUrl))) {
            return toView(row);
          }
          // Kept, so the fix stays verified after the page changes again.
          const saved = await updateLinkFix(db, {
            ...scope,
            fixId: row.id,
            set: { state: 'verified', message: null },
          });
          return toView(saved ?? row, 'verified');
        }),
      );
      return { fixes };
    },

    /**
     * Publishes one approved fix to WordPress: the link's href changes, nothing else of the post.
     * @throws NOT_FOUND for another owner's website or fix; UNPROCESSABLE with no CMS connected;
     * CONFLICT when the fix is already published.
     */
    async publish(ownerId: string, websiteId: string, fixId: string): Promise<LinkFix> {
      const scope = { ownerId, websiteId };
      await requireWebsite(db, ownerId, websiteId);
      const fix = await requireFix(scope, fixId);
      if (fix.state === 'published' || fix.state === 'verified') {
        throw new AppError('CONFLICT', 'This fix is already published.');
      }
      const secret = await credentials(scope, LINK_FIX_NO_CMS);
      const outcome = await withPostLock(db, { ...scope, postKey: fix.sourceUrl }, () =>
        retargeter.retargetInPost(secret, fix.sourceUrl, {
          fromUrl: fix.targetUrl,
          toUrl: fix.fixUrl,
          anchorText: fix.anchorText,
        }),
      );
      await noteAuthFailure(scope, outcome.failure, outcome.message);
      const written = outcome.result === 'written';
      const saved = await updateLinkFix(db, {
        ...scope,
        fixId,
        set: {
          state: written ? 'published' : outcome.result === 'not_found' ? 'needs_review' : 'failed',
          message: outcome.message,
          postId: outcome.post?.id ?? fix.postId,
          postType: outcome.post?.type ?? fix.postType,
          writtenHref: written ? outcome.written : fix.writtenHref,
          previousHref: written ? outcome.previous : fix.previousHref,
          publishedAt: written ? clock.now() : fix.publishedAt,
        },
      });
      return toView(saved!);
    },

    /**
     * Puts the link's old href back in WordPress.
     * @throws NOT_FOUND for another owner's website or fix; CONFLICT when it was not published;
     * UNPROCESSABLE when WordPress is no longer connected.
     */
    async undo(ownerId: string, websiteId: string, fixId: string): Promise<LinkFix> {
      const scope = { ownerId, websiteId };
      await requireWebsite(db, ownerId, websiteId);
      const fix = await requireFix(scope, fixId);
      const isWritten = fix.state === 'published' || fix.state === 'verified';
      if (!isWritten || !fix.postId || !fix.postType || !fix.previousHref || !fix.writtenHref) {
        throw new AppError('CONFLICT', 'This fix has not been published to WordPress.');
      }
      const secret = await credentials(scope, CMS_NOT_CONNECTED_FOR_UNDO);
      const post = { id: fix.postId, type: fix.postType as 'posts' | 'pages' };
      const previousHref = fix.previousHref;
      const outcome = await withPostLock(db, { ...scope, postKey: fix.sourceUrl }, () =>
        retargeter.retargetInKnownPost(secret, post, fix.sourceUrl, {
          fromUrl: fix.fixUrl,
          toUrl: fix.targetUrl,
          anchorText: fix.anchorText,
          href: previousHref,
        }),
      );
      await noteAuthFailure(scope, outcome.failure, outcome.message);
      if (outcome.result === 'failed') {
        throw new AppError('UNPROCESSABLE', outcome.message ?? 'WordPress could not be reached.');
      }
      const saved = await updateLinkFix(db, {
        ...scope,
        fixId,
        set: {
          state: 'undone',
          message:
            outcome.result === 'not_found'
              ? 'The fixed link was no longer in the post; nothing to put back.'
              : null,
        },
      });
      return toView(saved!);
    },
  };
}

export type LinkFixesService = ReturnType<typeof createLinkFixesService>;
