import {
  ANCHOR_NOT_IN_TEXT,
  CMS_NOT_CONNECTED_FOR_UNDO,
  isAnchorInText,
  NO_CMS_CONNECTED,
} from '@linkloom/contracts';
import type {
  ApplyToCmsBody,
  CmsLinkSettingsBody,
  CmsApplyPreview,
  CmsApplyRun,
  CmsConnection,
  CmsPublication,
  WordpressConnectBody,
} from '@linkloom/contracts';
import {
  deleteCmsConnection,
  findCmsApplyRun,
  findCmsConnection,
  findCmsPublications,
  findLatestCmsApplyRun,
  listCmsPublications,
  saveCmsPublication,
  updateApprovedAnchor,
} from '@linkloom/db';
import type { CmsConnectionRow, JobQueue, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import { learnFromRemoval } from '../learning/learn-from-removal';
import { requireWebsite as requireOwnedWebsite } from '../websites/require-website';
import { requireSuggestion as requireOwnedSuggestion } from '../suggestions/require-suggestion';
import type { CmsConnector } from '../ports/cms-connector';
import { runBulkApply } from './bulk-apply';
import type { BulkDeps } from './bulk-apply';
import { previewApplyApproved, startApplyApproved } from './apply-approved';
import { toConnectionView, toPublicationView, toRunView } from './cms-views';
import { linkOptionsOf, rulesOf } from './link-settings';
import { noteSiteFailure, publishPost } from './publish-post';
import { withPostLock } from './post-lock';
import { verifyPublication } from './verify-publication';
import type { SecretBox } from './secret-box';
import { openCredentials } from './cms-credentials';
import { connectWordpressSite, saveLinkSettings } from './cms-connection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CmsServiceDeps = Omit<BulkDeps, 'connector'> & {
  queue: Pick<JobQueue, 'send'>;
  connector: CmsConnector;
  secrets: SecretBox;
};

/** Connecting a website to its CMS and publishing approved suggestions there. */
export function createCmsService(deps: CmsServiceDeps) {
  const { db, connector, secrets } = deps;

  const requireWebsite = (ownerId: string, websiteId: string) =>
    requireOwnedWebsite(db, ownerId, websiteId);

  const requireSuggestion = (ownerId: string, websiteId: string, suggestionId: string) =>
    requireOwnedSuggestion(db, ownerId, websiteId, suggestionId);

  const credentialsOf = (connection: CmsConnectionRow) => openCredentials(secrets, connection);

  async function requireConnection(scope: WebsiteScope, missing = NO_CMS_CONNECTED) {
    const connection = await findCmsConnection(db, scope);
    if (!connection) {
      throw new AppError('UNPROCESSABLE', missing);
    }
    return connection;
  }

  async function requirePublication(scope: WebsiteScope, suggestionId: string) {
    const [publication] = await findCmsPublications(db, {
      ...scope,
      suggestionIds: [suggestionId],
    });
    if (!publication?.postId || !publication.postType) {
      throw new AppError('CONFLICT', 'This suggestion has not been written to the CMS.');
    }
    return {
      ...publication,
      postId: publication.postId,
      postType: publication.postType as 'posts' | 'pages',
    };
  }

  return {
    async connection(ownerId: string, websiteId: string): Promise<CmsConnection | null> {
      await requireWebsite(ownerId, websiteId);
      const row = await findCmsConnection(db, { ownerId, websiteId });
      return row ? toConnectionView(row) : null;
    },

    /** Checks the credentials against WordPress, then keeps them (the password sealed). */
    async connectWordpress(
      ownerId: string,
      websiteId: string,
      body: WordpressConnectBody,
    ): Promise<CmsConnection> {
      await requireWebsite(ownerId, websiteId);
      return connectWordpressSite(deps, { ownerId, websiteId }, body);
    },

    /** Changes the limits and link options used when writing links; kept with the connection. */
    async updateLinkSettings(
      ownerId: string,
      websiteId: string,
      body: CmsLinkSettingsBody,
    ): Promise<CmsConnection> {
      await requireWebsite(ownerId, websiteId);
      return saveLinkSettings(db, { ownerId, websiteId }, body);
    },

    async disconnect(ownerId: string, websiteId: string): Promise<void> {
      await requireWebsite(ownerId, websiteId);
      if (!(await deleteCmsConnection(db, { ownerId, websiteId }))) {
        throw new AppError('NOT_FOUND', 'No CMS is connected to this website.');
      }
    },

    async publications(ownerId: string, websiteId: string): Promise<CmsPublication[]> {
      await requireWebsite(ownerId, websiteId);
      return (await listCmsPublications(db, { ownerId, websiteId })).map(toPublicationView);
    },

    /**
     * Writes one approved suggestion into its post and confirms it on the live page; also
     * "Apply again" after an Undo. Other anchor words from its sentence, and this link's own
     * options, may be given.
     */
    async applyOne(
      ownerId: string,
      websiteId: string,
      suggestionId: string,
      body: ApplyToCmsBody = null,
    ): Promise<CmsPublication> {
      let row = await requireSuggestion(ownerId, websiteId, suggestionId);
      const connection = await requireConnection({ ownerId, websiteId });
      if (row.status !== 'approved' && row.status !== 'applied') {
        throw new AppError('CONFLICT', 'Approve the suggestion before applying it to the CMS.');
      }
      const anchor = body?.anchor_text;
      if (anchor !== undefined && anchor !== row.anchorText) {
        if (!isAnchorInText(anchor, row.context, row.generatedPassage)) {
          throw new AppError('VALIDATION_FAILED', ANCHOR_NOT_IN_TEXT);
        }
        row =
          (await updateApprovedAnchor(db, {
            ownerId,
            websiteId,
            suggestionId,
            anchorText: anchor,
            at: deps.clock.now(),
          })) ?? row;
      }
      const [saved] = await publishPost(deps, {
        ownerId,
        websiteId,
        credentials: credentialsOf(connection),
        rows: [row],
        rules: rulesOf(connection),
        linkOptions: linkOptionsOf(connection, body),
      });
      if (!saved) {
        throw new AppError('INTERNAL');
      }
      return toPublicationView(saved);
    },

    /** Reads the live page, and the post, again for a link Linkloom wrote (see verify-publication). */
    async verify(
      ownerId: string,
      websiteId: string,
      suggestionId: string,
    ): Promise<CmsPublication> {
      const row = await requireSuggestion(ownerId, websiteId, suggestionId);
      const publication = await requirePublication({ ownerId, websiteId }, suggestionId);
      if (publication.state !== 'written' && publication.state !== 'applied') {
        throw new AppError('CONFLICT', 'Only a link Linkloom wrote into the post can be verified.');
      }
      const connection = await requireConnection(
        { ownerId, websiteId },
        'WordPress is no longer connected to this website. Connect it again to verify the link.',
      );
      const saved = await verifyPublication(deps, {
        ownerId,
        websiteId,
        row,
        publication,
        credentials: credentialsOf(connection),
      });
      if (saved.state === 'removed') {
        await learnFromRemoval(deps, { ownerId, websiteId }, suggestionId, 'removed_by_owner');
      }
      return toPublicationView(saved);
    },

    /** Takes this suggestion's link out of its post, leaving every other change in place. */
    async undo(ownerId: string, websiteId: string, suggestionId: string): Promise<CmsPublication> {
      const row = await requireSuggestion(ownerId, websiteId, suggestionId);
      const publication = await requirePublication({ ownerId, websiteId }, suggestionId);
      if (publication.state === 'linked_by_author') {
        throw new AppError(
          'CONFLICT',
          'This link was already in the post, written by you, not by Linkloom: there is nothing for Linkloom to undo.',
        );
      }
      if (publication.state === 'undone' || publication.state === 'removed') {
        throw new AppError('CONFLICT', 'This link is already out of the post.');
      }
      const connection = await requireConnection(
        { ownerId, websiteId },
        CMS_NOT_CONNECTED_FOR_UNDO,
      );
      const removed = await withPostLock(
        db,
        { ownerId, websiteId, postKey: row.sourceUrl },
        () =>
          connector.removeFromPost(
            credentialsOf(connection),
            { id: publication.postId, type: publication.postType },
            { id: row.id, passage: Boolean(row.generatedPassage?.trim()) },
          ),
        deps.postLock,
      );
      if (!removed.ok) {
        await noteSiteFailure(
          deps,
          { ownerId, websiteId },
          {
            kind: removed.failure,
            message: removed.message,
          },
        );
        throw new AppError('UNPROCESSABLE', removed.message ?? 'The link could not be taken out.');
      }
      const saved = await saveCmsPublication(db, {
        ownerId,
        ...publication,
        state: 'undone',
        message: removed.message,
        appliedAt: null,
      });
      await learnFromRemoval(deps, { ownerId, websiteId }, suggestionId, 'unpublished');
      return toPublicationView(saved);
    },

    /** Starts "Apply approved" as a background job; a job already under way is returned instead. */
    async startBulkApply(ownerId: string, websiteId: string): Promise<CmsApplyRun> {
      await requireWebsite(ownerId, websiteId);
      await requireConnection({ ownerId, websiteId });
      return startApplyApproved(deps, { ownerId, websiteId });
    },

    /** What "Apply approved" would write now, for the owner to confirm. */
    async applyPreview(ownerId: string, websiteId: string): Promise<CmsApplyPreview> {
      await requireWebsite(ownerId, websiteId);
      return previewApplyApproved(db, { ownerId, websiteId });
    },

    async run(ownerId: string, websiteId: string, runId: string): Promise<CmsApplyRun> {
      await requireWebsite(ownerId, websiteId);
      const run = UUID.test(runId)
        ? await findCmsApplyRun(db, { ownerId, websiteId, runId })
        : null;
      if (!run) {
        throw new AppError('NOT_FOUND', 'Job not found');
      }
      return toRunView(run);
    },

    async latestRun(ownerId: string, websiteId: string): Promise<CmsApplyRun | null> {
      await requireWebsite(ownerId, websiteId);
      const run = await findLatestCmsApplyRun(db, { ownerId, websiteId });
      return run ? toRunView(run) : null;
    },

    /** The worker's side of "Apply approved". */
    async runBulkApply(
      payload: { ownerId: string; websiteId: string; runId: string },
      { finalAttempt }: { finalAttempt: boolean },
    ) {
      await requireWebsite(payload.ownerId, payload.websiteId);
      const connection = await findCmsConnection(db, payload);
      return runBulkApply(deps, {
        ownerId: payload.ownerId,
        websiteId: payload.websiteId,
        runId: payload.runId,
        credentials: connection ? credentialsOf(connection) : null,
        rules: connection ? rulesOf(connection) : undefined,
        linkOptions: connection ? linkOptionsOf(connection) : undefined,
        finalAttempt,
      });
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
