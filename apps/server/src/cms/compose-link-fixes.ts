import { randomBytes } from 'node:crypto';
import { createWordpressConnector } from '@linkloom/cms';
import { findOrCreateSecret } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { createLinkFixesService, createSecretBox } from '@linkloom/services';
import type { Clock } from '@linkloom/services';
import type { Config } from '../config';

/**
 * Link fixes with @linkloom/cms's WordPress connector, opening the CMS passwords with the same
 * key as the CMS use cases (CMS_SECRET_KEY, or the one kept in the database).
 */
export async function composeLinkFixes({
  db,
  clock,
  config,
}: {
  db: Db;
  clock: Clock;
  config: Config;
}) {
  const key =
    config.CMS_SECRET_KEY ??
    (await findOrCreateSecret(db, 'cms', randomBytes(32).toString('base64url')));
  return createLinkFixesService({
    db,
    clock,
    retargeter: createWordpressConnector({ allowHosts: config.CRAWLER_ALLOW_HOSTS }),
    secrets: createSecretBox(key),
  });
}
