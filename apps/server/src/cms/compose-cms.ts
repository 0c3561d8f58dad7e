import { randomBytes } from 'node:crypto';
import { createWordpressConnector } from '@linkloom/cms';
import { findOrCreateSecret } from '@linkloom/db';
import type { Db, JobQueue } from '@linkloom/db';
import { createCmsService, createSecretBox } from '@linkloom/services';
import type { Clock } from '@linkloom/services';
import type { Config } from '../config';

/**
 * The CMS use cases with @linkloom/cms's WordPress connector. Secrets are sealed with
 * CMS_SECRET_KEY, or else with a key generated on first boot and kept in the database.
 */
export async function composeCms({
  db,
  clock,
  queue,
  config,
}: {
  db: Db;
  clock: Clock;
  queue: JobQueue;
  config: Config;
}) {
  return createCmsService({
    db,
    clock,
    queue,
    connector: createWordpressConnector({ allowHosts: config.CRAWLER_ALLOW_HOSTS }),
    siteRetryDelaysMs: config.CMS_RETRY_DELAYS_MS,
    secrets: await secretBoxOf(db, config),
  });
}

/**
 * The box that seals secrets kept for a website (the WordPress password, the Search Console
 * refresh token): CMS_SECRET_KEY, or a key generated on first boot and kept in the database.
 */
export async function secretBoxOf(db: Db, config: Config) {
  const key =
    config.CMS_SECRET_KEY ??
    (await findOrCreateSecret(db, 'cms', randomBytes(32).toString('base64url')));
  return createSecretBox(key);
}
