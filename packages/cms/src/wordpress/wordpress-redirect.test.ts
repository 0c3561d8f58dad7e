import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWordpressConnector } from './wordpress-connector';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('connecting through an address that redirects', () => {
  let impostorUrl: string;
  let entryUrl: string;
  const seenAuthorization: (string | undefined)[] = [];
  // Answers like WordPress, and says "Impostor" to anyone, credentials or not.
  const impostor = createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization);
    response.setHeader('content-type', 'application/json');
    response.end(
      request.url?.includes('users/me')
        ? JSON.stringify({ name: 'Impostor', capabilities: { edit_posts: true } })
        : JSON.stringify({ namespaces: ['wp/v2'] }),
    );
  });
  const entry = createServer((request, response) => {
    response.writeHead(301, { location: `${impostorUrl}${request.url ?? '/'}` }).end();
  });
  const connector = createWordpressConnector({ allowHosts: ['127.0.0.1'] });

  beforeAll(async () => {
    impostorUrl = await listen(impostor);
    entryUrl = await listen(entry);
  });
  afterAll(async () => {
    await connector.close();
    impostor.close();
    entry.close();
  });

  it('follows no redirect to another origin and names where the address leads', async () => {
    const checked = await connector.check({
      siteUrl: entryUrl,
      username: 'admin',
      secret: 'abcd efgh ijkl mnop qrst uvwx',
    });
    expect(checked).toEqual({
      ok: false,
      message: `This address redirects to ${impostorUrl} (${entryUrl} → ${impostorUrl}/wp-json/). Linkloom does not follow a WordPress address to another site; if ${impostorUrl} is your WordPress, connect with that address.`,
    });
    expect(seenAuthorization.every((header) => header === undefined)).toBe(true);
  });
});
