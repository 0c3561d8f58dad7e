import { NO_CMS_CONNECTED } from '@linkloom/contracts';
import { findCmsConnection, findCmsPublications } from '@linkloom/db';
import type { CmsConnectionRow, JobQueue, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { CmsConnector } from '../ports/cms-connector';
import { requireSuggestion as requireOwnedSuggestion } from '../suggestions/require-suggestion';
import { requireWebsite as requireOwnedWebsite } from '../websites/require-website';
import type { BulkDeps } from './bulk-apply';
import { openCredentials } from './cms-credentials';
import type { SecretBox } from './secret-box';

export type CmsServiceDeps = Omit<BulkDeps, 'connector'> & {
  queue: Pick<JobQueue, 'send'>;
  connector: CmsConnector;
  secrets: SecretBox;
};

/** What the CMS use cases share: the service's dependencies and the checks each begins with. */
export type CmsContext = ReturnType<typeof createCmsContext>;

/** Builds the shared checks over the CMS service's dependencies. */
export function createCmsContext(deps: CmsServiceDeps) {
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
    deps,
    db,
    connector,
    requireWebsite,
    requireSuggestion,
    credentialsOf,
    requireConnection,
    requirePublication,
  };
}
