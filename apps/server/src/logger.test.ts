import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogger, readyLine } from './logger';

function capture() {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return { stream, text: () => chunks.join('') };
}

describe('createLogger', () => {
  it('writes one JSON object a line when no person reads the output', () => {
    const out = capture();
    const logger = createLogger(loadConfig({}), { isTty: false, destination: out.stream });
    logger.info({ reqId: 'r1' }, 'database ready');
    const line = JSON.parse(out.text().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'database ready', reqId: 'r1', role: 'all', level: 30 });
  });

  it('writes readable lines on a terminal: time, level, message, a request as method and path', () => {
    const out = capture();
    const logger = createLogger(loadConfig({}), { isTty: true, destination: out.stream });
    logger.info('database ready, migrations applied');
    logger.info({ req: { method: 'GET', url: '/api/websites' }, reqId: 'r2' }, 'incoming request');
    logger.info({ res: { statusCode: 200 }, responseTime: 12.4 }, 'request completed');
    const lines = out.text().trim().split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: database ready, migrations applied$/);
    expect(lines[1]).toMatch(/INFO: incoming request: GET \/api\/websites \{"reqId":"r2"\}$/);
    expect(lines[2]).toMatch(/INFO: request completed: 200 in 12 ms$/);
    expect(out.text()).not.toContain('"level"');
  });
});

describe('readyLine', () => {
  it('says where Linkloom answers in one line', () => {
    expect(readyLine(loadConfig({}), 'pglite')).toBe(
      'Linkloom is ready at http://localhost:3000 (role all, embedded database in ./data)',
    );
    expect(
      readyLine(loadConfig({ PUBLIC_URL: 'https://links.example.com/', ROLE: 'api' }), 'postgres'),
    ).toBe('Linkloom is ready at https://links.example.com (role api, PostgreSQL)');
  });
});
