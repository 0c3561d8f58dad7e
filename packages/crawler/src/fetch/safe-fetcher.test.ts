import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirect, serve, startFixtureServer } from '../../test/fixture-server';
import type { FixtureServer } from '../../test/fixture-server';
import { LINKLOOM_USER_AGENT } from '../user-agent';
import { CrawlError } from './crawl-error';
import { createSafeFetcher } from './safe-fetcher';

async function failure(promise: Promise<unknown>): Promise<CrawlError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CrawlError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

describe('createSafeFetcher', () => {
  let site: FixtureServer;

  beforeAll(async () => {
    site = await startFixtureServer({
      '/page': serve('<p>hello</p>'),
      '/gzip': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync('<p>compressed</p>'));
      },
      '/bomb': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync(Buffer.alloc(64 * 1024 * 1024)));
      },
      '/big': serve('x'.repeat(5000)),
      '/big-chunked': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('y'.repeat(3000));
        response.end('y'.repeat(3000));
      },
      '/hang': () => undefined,
      '/hop1': redirect('/hop2', 301),
      '/hop2': redirect('/page', 302),
      '/loop-a': redirect('/loop-b'),
      '/loop-b': redirect('/loop-a'),
      '/chain0': redirect('/chain1'),
      '/chain1': redirect('/chain2'),
      '/chain2': redirect('/chain3'),
      '/chain3': redirect('/page'),
      '/to-private': redirect('http://10.0.0.7/admin'),
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/to-localhost': (request, response) => {
        const port = request.socket.localPort ?? 0;
        response.writeHead(302, { location: `http://localhost:${port}/page` }).end();
      },
      '/to-ftp': redirect('ftp://example.com/file'),
    });
  });

  afterAll(async () => {
    await site.close();
  });

  it('fetches from an allowed host with the Linkloom user agent', async () => {
    const fetcher = createSafeFetcher({ allowHosts: ['127.0.0.1'] });
    const response = await fetcher.fetch(`${site.origin}/page`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('<p>hello</p>');
    expect(response.contentType).toBe('text/html; charset=utf-8');
    expect(response.finalUrl).toBe(`${site.origin}/page`);
    expect(response.redirects).toEqual([]);
    expect(site.userAgents.at(-1)).toBe(LINKLOOM_USER_AGENT);
    expect(LINKLOOM_USER_AGENT).toMatch(/Linkloom.*https:\/\//);
    await fetcher.close();
  });

  it('returns error statuses instead of throwing', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.host] });
    const response = await fetcher.fetch(`${site.origin}/missing`);
    expect(response.status).toBe(404);
  });

  it('undoes gzip content-encoding', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.host] });
    const response = await fetcher.fetch(`${site.origin}/gzip`);
    expect(response.body.toString()).toBe('<p>compressed</p>');
  });

  it('refuses loopback when the host is not allowed, before any request', async () => {
    const before = site.requests.length;
    const error = await failure(createSafeFetcher().fetch(`${site.origin}/page`));
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe(
      'Refused to connect to 127.0.0.1: it is a loopback address, which the crawler never fetches. Add the host to CRAWLER_ALLOW_HOSTS only if you trust it.',
    );
    expect(site.requests.length).toBe(before);
  });

  it('opens only the port an allowHosts entry names', async () => {
    const error = await failure(
      createSafeFetcher({ allowHosts: ['127.0.0.1:1'] }).fetch(`${site.origin}/page`),
    );
    expect(error.code).toBe('blocked_address');
  });

  it.each([
    ['http://10.1.2.3/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://172.20.0.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['http://[fd00:ec2::254]/', 'cloud metadata'],
    ['http://169.254.10.1/', 'link-local'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://[::1]:8080/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped IPv6'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://2130706433/', 'loopback'],
    ['http://[::127.0.0.1]/', 'IPv4-compatible IPv6'],
    ['http://[::ffff:0:127.0.0.1]/', 'IPv4-translated IPv6'],
    ['http://[2001::7f00:1]/', 'Teredo'],
  ])('refuses %s as a %s address', async (url, kind) => {
    const error = await failure(createSafeFetcher().fetch(url));
    expect(error.code).toBe('blocked_address');
    expect(error.message).toContain(`${kind} address`);
  });

  it('reads with the right article', async () => {
    const mapped = await failure(createSafeFetcher().fetch('http://[::ffff:127.0.0.1]/'));
    expect(mapped.message).toContain('it is an IPv4-mapped IPv6 address');
    const unspecified = await failure(createSafeFetcher().fetch('http://0.0.0.0/'));
    expect(unspecified.message).toContain('it is an unspecified address');
    const loopback = await failure(createSafeFetcher().fetch('http://127.0.0.1:9/'));
    expect(loopback.message).toContain('it is a loopback address');
  });

  it('refuses a hostname that resolves to loopback, checking the address it would connect to', async () => {
    const resolved: string[] = [];
    const fetcher = createSafeFetcher({
      resolveHost: (hostname) => {
        resolved.push(hostname);
        return Promise.resolve([
          { address: '93.184.216.34', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ]);
      },
    });
    const error = await failure(fetcher.fetch('http://rebind.example:8080/'));
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe(
      'Refused to connect to rebind.example: it resolves to an internal or reserved address, which the crawler never fetches. Add the host to CRAWLER_ALLOW_HOSTS only if you trust it.',
    );
    expect(error.message).not.toContain('127.0.0.1');
    expect(resolved).toEqual(['rebind.example']);
  });

  it('refuses localhost through the system resolver', async () => {
    const port = new URL(site.origin).port;
    const error = await failure(createSafeFetcher().fetch(`http://localhost:${port}/page`));
    expect(error.code).toBe('blocked_address');
  });

  it('reports a name that does not resolve as a DNS failure', async () => {
    const fetcher = createSafeFetcher({
      resolveHost: () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' })),
    });
    const error = await failure(fetcher.fetch('https://no-such-site.example/'));
    expect(error.code).toBe('dns_failure');
    expect(error.message).toBe(
      'Could not resolve no-such-site.example: the domain does not exist or its DNS is not answering.',
    );
  });

  it('follows redirects and lists them', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.host] });
    const response = await fetcher.fetch(`${site.origin}/hop1`);
    expect(response.status).toBe(200);
    expect(response.finalUrl).toBe(`${site.origin}/page`);
    expect(response.redirects).toEqual([`${site.origin}/hop2`, `${site.origin}/page`]);
  });

  it.each([
    ['/to-private', 'a private address'],
    ['/to-metadata', 'a cloud metadata address'],
    // A name's refusal says nothing of what it resolved to.
    ['/to-localhost', 'Refused to connect to localhost: it resolves to an internal or reserved'],
  ])('re-checks every redirect: %s is refused', async (path, kind) => {
    const error = await failure(
      createSafeFetcher({ allowHosts: [site.host] }).fetch(`${site.origin}${path}`),
    );
    expect(error.code).toBe('blocked_address');
    expect(error.message).toContain(kind);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    const error = await failure(
      createSafeFetcher({ allowHosts: [site.host] }).fetch(`${site.origin}/to-ftp`),
    );
    expect(error.code).toBe('unsupported_protocol');
  });

  it('detects redirect loops and caps redirect chains', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.host], maxRedirects: 2 });
    const loop = await failure(fetcher.fetch(`${site.origin}/loop-a`));
    expect(loop.code).toBe('redirect_loop');
    expect(loop.message).toBe(
      `${site.origin}/loop-a redirects in a loop (${site.origin}/loop-b → ${site.origin}/loop-a).`,
    );
    const chain = await failure(fetcher.fetch(`${site.origin}/chain0`));
    expect(chain.code).toBe('too_many_redirects');
    expect(chain.message).toBe(
      `${site.origin}/chain0 redirected more than 2 times; stopped following.`,
    );
  });

  it('caps the body size, with and without Content-Length', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.host], maxBodyBytes: 1000 });
    expect((await failure(fetcher.fetch(`${site.origin}/big`))).code).toBe('too_large');
    const chunked = await failure(fetcher.fetch(`${site.origin}/big-chunked`));
    expect(chunked.code).toBe('too_large');
    expect(chunked.message).toBe(
      `${site.origin}/big-chunked is larger than 1000 bytes; stopped reading it.`,
    );
  });

  it('stops a gzip bomb at the decompressed cap', async () => {
    const fetcher = createSafeFetcher({
      allowHosts: [site.host],
      maxDecompressedBytes: 1024 * 1024,
    });
    const error = await failure(fetcher.fetch(`${site.origin}/bomb`));
    expect(error.code).toBe('too_large');
    expect(error.message).toBe(
      `${site.origin}/bomb expands to more than 1 MB when decompressed; stopped reading it.`,
    );
  });

  it('times out a server that never answers', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.host], timeoutMs: 200 });
    const error = await failure(fetcher.fetch(`${site.origin}/hang`));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe(`${site.host} did not answer within 200 ms.`);
  });

  it('reports a refused connection', async () => {
    const closed = await startFixtureServer({});
    await closed.close();
    const error = await failure(
      createSafeFetcher({ allowHosts: ['127.0.0.1'] }).fetch(`${closed.origin}/`),
    );
    expect(error.code).toBe('connection_failed');
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('rejects invalid and non-http URLs', async () => {
    expect((await failure(createSafeFetcher().fetch('not a url'))).code).toBe('invalid_url');
    expect((await failure(createSafeFetcher().fetch('file:///etc/passwd'))).code).toBe(
      'unsupported_protocol',
    );
  });
});
