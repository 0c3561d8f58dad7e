import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../testing/fixture-site';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./suggest.ts', import.meta.url));

describe('npm run suggest', () => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'linkloom-cli-')), 'suggestions');

  beforeAll(async () => {
    site = await startFixtureSite({
      withSitemap: false,
      pages: {
        '/': `<!doctype html><html lang="en"><head><title>Garden Journal</title></head><body><nav><a href="/roses">Growing Roses</a> <a href="/tulips">Planting Tulips</a></nav><main><h1>Garden Journal</h1><p>Start with Growing Roses in spring, then read about Planting Tulips before autumn.</p></main></body></html>`,
        '/roses': articlePage(
          'Growing Roses',
          'Roses love sun. Plant them near Planting Tulips beds for colour all season.',
        ),
        '/tulips': articlePage(
          'Planting Tulips',
          'Tulip bulbs go in the ground in autumn. Pair them with Growing Roses for a long season.',
        ),
      },
    });
  });
  afterAll(() => site?.close());

  const suggest = (format: 'json' | 'csv') =>
    run(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        '--site',
        `${site.origin}/`,
        '--out',
        `${out}.${format}`,
        '--format',
        format,
        '--allow-host',
        new URL(site.origin).host,
      ],
      { timeout: 60_000 },
    );

  it('discovers by crawling, then writes suggestions the scorer reads, with progress', async () => {
    const { stderr } = await suggest('json');
    expect(stderr).toMatch(/discovered 3 pages by crawl/);
    expect(stderr).toMatch(/suggestions for \d of 3 pages written/);
    const rows = JSON.parse(readFileSync(`${out}.json`, 'utf8')) as Array<Record<string, unknown>>;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: `${site.origin}/roses`,
          target: `${site.origin}/tulips`,
          anchor: 'Planting Tulips',
          anchor_source: 'existing_content',
          context: expect.stringContaining('Planting Tulips'),
        }),
      ]),
    );
    // The home page already links to both: nothing to suggest there.
    expect(rows.some((row) => row.source === `${site.origin}/`)).toBe(false);
  }, 90_000);

  it('writes CSV with a header row', async () => {
    await suggest('csv');
    const [header, ...lines] = readFileSync(`${out}.csv`, 'utf8').trim().split(/\r?\n/);
    expect(header).toMatch(/^source,target,anchor,suggestion_type,anchor_source/);
    expect(lines.length).toBeGreaterThan(0);
  }, 90_000);
});
