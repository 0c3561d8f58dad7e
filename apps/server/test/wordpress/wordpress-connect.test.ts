import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../src/testing/fixture-site';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';
import type { WordpressSite } from './wordpress-site';

const unavailable = await wordpressSkipReason('connecting WordPress');

describe.skipIf(unavailable !== null)('connecting WordPress', () => {
  let wordpress: WordpressSite;
  useWordpressSite((site) => {
    wordpress = site;
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    beforeAll(async () => {
      harness = await startWordpressHarness(kind, wordpress);
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('checks the credentials, keeps the password encrypted and never returns it', async () => {
      const connected = await harness.connect();
      expect(connected.statusCode).toBe(200);
      expect(connected.json().data).toEqual({
        kind: 'wordpress',
        site_url: wordpress.url,
        username: 'admin',
        display_name: 'admin',
        connected_at: expect.any(String),
        needs_attention: null,
        link_settings: {
          max_links_per_post: 10,
          max_links_per_paragraph: 2,
          open_in_new_tab: false,
          nofollow: false,
          relative_urls: false,
        },
      });
      const shown = await harness.call('GET', harness.api('/cms'));
      expect(JSON.stringify(shown.json())).not.toContain(wordpress.applicationPassword);
      const [row] = await harness.database.db
        .select()
        .from(schema.cmsConnections)
        .where(eq(schema.cmsConnections.websiteId, harness.websiteId));
      expect(row?.secretCiphertext).not.toContain(wordpress.applicationPassword);
      expect(row?.secretCiphertext.split('.')).toHaveLength(3);
    });

    it('says which credential is wrong, who may not edit, and keeps the last good connection', async () => {
      const wrong = await harness.connect({
        application_password: 'abcd efgh ijkl mnop qrst uvwx',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.message).toMatch(
        /did not accept (this user name and application password|these credentials)/,
      );
      const subscriber = await harness.connect({
        username: wordpress.subscriber.username,
        application_password: wordpress.subscriber.applicationPassword,
      });
      expect(subscriber.statusCode).toBe(422);
      expect(subscriber.json().error.message).toMatch(/may not edit posts/);
      expect((await harness.call('GET', harness.api('/cms'))).json().data.username).toBe('admin');
    });

    it('tells a site without WordPress from a WordPress whose REST API is off', async () => {
      const plain = await startFixtureSite({ pages: { '/': '<html><body>Hello</body></html>' } });
      try {
        const notWordpress = await harness.connect({ site_url: plain.origin });
        expect(notWordpress.json().error.message).toMatch(/does not look like a WordPress site/);
      } finally {
        await plain.close();
      }
      wordpress.setFault('rest-disabled');
      try {
        const disabled = await harness.connect();
        expect(disabled.json().error.message).toMatch(/REST API is disabled/);
      } finally {
        wordpress.setFault(null);
      }
    });

    it('removes the connection and its secret', async () => {
      expect((await harness.call('DELETE', harness.api('/cms'))).statusCode).toBe(200);
      expect((await harness.call('GET', harness.api('/cms'))).json().data).toBeNull();
      const rows = await harness.database.db
        .select()
        .from(schema.cmsConnections)
        .where(eq(schema.cmsConnections.websiteId, harness.websiteId));
      expect(rows).toEqual([]);
      expect((await harness.call('DELETE', harness.api('/cms'))).statusCode).toBe(404);
    });
  });

  it('refuses a WordPress on a private address unless CRAWLER_ALLOW_HOSTS opens it', async () => {
    const closed = await startWordpressHarness('pglite', wordpress, { allowHosts: '' });
    try {
      const refused = await closed.connect();
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toMatch(/loopback|private|not allowed|refused/i);
    } finally {
      await closed.close();
    }
  });
});
