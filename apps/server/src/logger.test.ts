import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogger, readyLine } from './logger';

const LOGGER_MODULE = fileURLToPath(new URL('./logger.ts', import.meta.url));

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
    logger.info(
      {
        req: { method: 'GET', url: '/api/websites' },
        res: { statusCode: 200 },
        responseTime: 12.4,
        reqId: 'r2',
      },
      'request completed',
    );
    logger.debug({ req: { method: 'GET', url: '/api/websites' } }, 'incoming request');
    const lines = out.text().trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: database ready, migrations applied$/);
    expect(lines[1]).toMatch(
      /INFO: request completed: GET \/api\/websites 200 in 12 ms \{"reqId":"r2"\}$/,
    );
    expect(out.text()).not.toContain('"level"');
  });

  it('loses no JSON line when the process exits straight after writing', () => {
    const script = [
      `const { createLogger } = await import(${JSON.stringify(LOGGER_MODULE)});`,
      `const logger = createLogger({ LOG_LEVEL: 'info', ROLE: 'api' }, { isTty: false });`,
      `for (let n = 0; n < 1000; n += 1) logger.info({ n }, 'line');`,
      `process.exit(3);`,
    ].join('\n');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(3);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { n: number });
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 1000 }, (_, n) => n));
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
