import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createTestApp } from '../../testing/test-app';

type Line = {
  msg: string;
  level: number;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};

async function appLoggingAt(level: 'info' | 'debug') {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const logger = createLogger(loadConfig({ LOG_LEVEL: level }), {
    isTty: false,
    destination: stream,
  });
  const harness = await createTestApp({ logger });
  const requestLines = () =>
    chunks
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.req || line.res);
  return { harness, requestLines };
}

describe('the request log', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it('writes one line a request once answered: method, path, status, time and request id', async () => {
    const { harness, requestLines } = await appLoggingAt('info');
    close = harness.close;
    const answered = await harness.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await harness.app.inject({ method: 'GET', url: '/api/no-such-route' });

    const lines = requestLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      level: 30,
      reqId: answered.headers['x-request-id'],
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(lines[0]!.responseTime).toBeGreaterThan(0);
    expect(lines[1]).toMatchObject({
      msg: 'request completed',
      reqId: missing.headers['x-request-id'],
      req: { url: '/api/no-such-route' },
      res: { statusCode: 404 },
    });
  });

  it('also says when each request arrives at LOG_LEVEL=debug', async () => {
    const { harness, requestLines } = await appLoggingAt('debug');
    close = harness.close;
    await harness.app.inject({ method: 'GET', url: '/api/health' });

    expect(requestLines().map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });
});
