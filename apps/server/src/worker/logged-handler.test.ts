import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggedHandler } from './logged-handler';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

// Issue 54, item 2: a job's failure lived only in pgboss.job.output; it is logged with its cause.
describe('a failing job', () => {
  it('is logged at error level with its queue, job, attempt and cause, and still fails', async () => {
    const { logger, lines } = capturingLogger();
    const cause = new Error('unsupported Unicode escape sequence');
    const handler = loggedHandler(
      'websites.crawl',
      async () => {
        throw new Error('Failed query: update "pages" …', { cause });
      },
      logger,
    );
    const context = { jobId: 'job-7', attempt: 2, signal: new AbortController().signal };
    await expect(handler({}, context)).rejects.toThrow('Failed query');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      queue: 'websites.crawl',
      jobId: 'job-7',
      attempt: 2,
      msg: 'Job websites.crawl failed: Failed query: update "pages" …: unsupported Unicode escape sequence',
    });
    expect((lines[0]!.err as { message: string }).message).toContain('unsupported Unicode');
  });

  it('is logged at warn when its worker stopped it', async () => {
    const { logger, lines } = capturingLogger();
    const controller = new AbortController();
    controller.abort();
    const handler = loggedHandler(
      'websites.crawl',
      async () => {
        throw new Error('The crawl was interrupted with 3 pages not fetched yet.');
      },
      logger,
    );
    await expect(
      handler({}, { jobId: 'j', attempt: 1, signal: controller.signal }),
    ).rejects.toThrow();
    expect(lines[0]).toMatchObject({ level: 40 });
  });
});
