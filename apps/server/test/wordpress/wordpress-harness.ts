import { insertSuggestion } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import type { TestDatabaseKind } from '@linkloom/db/testing';
import { createTestApp, signUpTestUser } from '../../src/testing/test-app';
import type { WordpressPost, WordpressSite } from './wordpress-site';

/** The real API on a fresh database, a signed-up user and a website whose pages live in `wordpress`. */
export async function startWordpressHarness(
  kind: TestDatabaseKind,
  wordpress: WordpressSite,
  { allowHosts = '127.0.0.1', database }: { allowHosts?: string; database?: Database } = {},
) {
  // A site that does not answer is tried three times, 20 ms then 40 ms apart.
  const harness = await createTestApp({
    kind,
    database,
    env: { CRAWLER_ALLOW_HOSTS: allowHosts, CMS_RETRY_DELAYS_MS: '20,40' },
  });
  const user = await signUpTestUser(harness.app, `wp-${kind}-${Date.now()}@example.com`);
  const call = (method: string, url: string, payload?: object, headers = user.headers) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers });
  const created = await call('POST', '/api/websites', { name: 'Blog', url: wordpress.url });
  const websiteId = created.json().data.uuid as string;
  const api = (path: string) => `/api/websites/${websiteId}${path}`;
  return {
    ...harness,
    user,
    websiteId,
    call,
    api,
    connect: (overrides: Record<string, string> = {}) =>
      call('PUT', api('/cms/wordpress'), {
        site_url: wordpress.url,
        username: wordpress.username,
        application_password: wordpress.applicationPassword,
        ...overrides,
      }),
    /** An approved suggestion from `post` to `target`, as the engine would have saved it. */
    approve: async (
      post: WordpressPost,
      {
        anchor,
        context,
        target,
        passage = null,
        status = 'approved',
      }: {
        anchor: string;
        context: string;
        target: string;
        passage?: string | null;
        status?: 'pending' | 'approved';
      },
    ) =>
      insertSuggestion(harness.database.db, {
        ownerId: user.userId,
        websiteId,
        status,
        suggestionType: passage ? 'new_passage' : 'contextual_link',
        anchorSource: passage ? 'generated_passage' : 'existing_content',
        sourceUrl: post.link,
        targetUrl: target,
        anchorText: anchor,
        context,
        generatedPassage: passage,
      }),
  };
}

export type WordpressHarness = Awaited<ReturnType<typeof startWordpressHarness>>;
