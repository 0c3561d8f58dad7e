import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../testing/fixture-site';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./suggest.ts', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'linkloom-cli-'));

/** Runs the CLI with a clean CRAWLER_ALLOW_HOSTS (set only when `allowHostsEnv` is given). */
function suggest(args: string[], allowHostsEnv?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.CRAWLER_ALLOW_HOSTS;
  if (allowHostsEnv !== undefined) {
    env.CRAWLER_ALLOW_HOSTS = allowHostsEnv;
  }
  return run(process.execPath, ['--import', 'tsx', cli, ...args], { timeout: 60_000, env });
}

/** The CLI's failure: its exit code and what it printed. */
async function failureOf(running: Promise<unknown>) {
  const error = (await running.then(
    () => null,
    (caught: unknown) => caught,
  )) as { code?: number; stderr?: string } | null;
  expect(error, 'the CLI should have failed').not.toBeNull();
  return { code: error?.code, stderr: error?.stderr ?? '' };
}

type Report = {
  calibration: {
    basis: string;
    linkPairs: number;
    hiddenPairs: number;
    cutoff: number;
    precision: number;
    recall: number;
    bands: unknown[];
    curve: unknown[];
  };
  pages: number;
  suggestions: number;
  sourcesWithSuggestions: number;
};

describe('npm run suggest', () => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  const out = path.join(dir, 'suggestions');

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

  const host = () => new URL(site.origin).host;
  const baseArgs = (format: 'json' | 'csv') => [
    '--site',
    `${site.origin}/`,
    '--out',
    `${out}.${format}`,
    '--format',
    format,
  ];

  it('discovers by crawling, then writes suggestions the scorer reads, a report with the calibration, and progress', async () => {
    const report = path.join(dir, 'report.json');
    const { stderr } = await suggest([
      ...baseArgs('json'),
      '--allow-host',
      host(),
      '--report',
      report,
    ]);
    expect(stderr).toMatch(/discovered 3 pages by crawl/);
    expect(stderr).toMatch(/suggestions for \d of 3 pages written/);
    // Three pages hold too few links of their own: the pooled calibration, and the CLI says so.
    expect(stderr).toMatch(
      /self-backtest: this site has too few links of its own \(\d+ prose link pairs?, 30 needed\), so the pooled developer-site calibration was used: there it found \d+ % and was right \d+ % of the time at cut-off [0-9.]+ \(target precision 0\.50\)/,
    );
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
    for (const row of rows) {
      if (row.anchor_source === 'existing_content') {
        expect(row.confidence).toEqual(expect.any(Number));
      }
    }
    // The home page links to both from its menu only: its text still gets them, and says so.
    const fromHome = rows.filter((row) => row.source === `${site.origin}/`);
    expect(fromHome.length).toBeGreaterThan(0);
    expect(String(fromHome[0]!.reasons)).toContain('it is in this page’s menu, not in its text');

    const written = JSON.parse(readFileSync(report, 'utf8')) as Report;
    expect(written).toMatchObject({
      pages: 3,
      suggestions: rows.length,
      sourcesWithSuggestions: new Set(rows.map((row) => row.source)).size,
      calibration: {
        basis: 'developer_sites',
        cutoff: expect.any(Number),
        precision: expect.any(Number),
        recall: expect.any(Number),
        targetPrecision: 0.5,
      },
    });
    expect(written.calibration.bands.length).toBeGreaterThan(0);
  }, 90_000);

  it('writes CSV with a header row', async () => {
    await suggest([...baseArgs('csv'), '--allow-host', host()]);
    const [header, ...lines] = readFileSync(`${out}.csv`, 'utf8').trim().split(/\r?\n/);
    expect(header).toMatch(/^source,target,anchor,suggestion_type,anchor_source/);
    expect(header).toMatch(/,score,confidence,/);
    expect(lines.length).toBeGreaterThan(0);
  }, 90_000);

  it('honours CRAWLER_ALLOW_HOSTS without --allow-host, and refuses loopback without either', async () => {
    const { stderr } = await suggest(baseArgs('json'), `example.test, ${host()}`);
    expect(stderr).toMatch(/suggestions for \d of 3 pages written/);

    const refused = await failureOf(suggest(baseArgs('json')));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/nothing was crawled from .*loopback address/);
    expect(refused.stderr).toContain(`--allow-host ${host()}`);
  }, 90_000);

  it('exits non-zero with a clear message when nothing could be crawled', async () => {
    // A port that was just free: nothing answers there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await failureOf(
      suggest([
        '--site',
        `http://127.0.0.1:${port}/`,
        '--out',
        path.join(dir, 'none.json'),
        '--allow-host',
        `127.0.0.1:${port}`,
      ]),
    );
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/nothing was crawled from http:\/\/127\.0\.0\.1:\d+\/: /);

    const empty = await startFixtureSite({ withSitemap: false, pages: {} });
    try {
      const nothing = await failureOf(
        suggest([
          '--site',
          `${empty.origin}/`,
          '--out',
          path.join(dir, 'none.json'),
          '--allow-host',
          new URL(empty.origin).host,
        ]),
      );
      expect(nothing.code).toBe(1);
      expect(nothing.stderr).toMatch(/nothing was crawled from/);
    } finally {
      await empty.close();
    }
  }, 90_000);

  it('warns loudly when --max-pages cuts the site short, and says which flag to raise', async () => {
    const { stderr } = await suggest([
      ...baseArgs('json'),
      '--allow-host',
      host(),
      '--max-pages',
      '2',
    ]);
    const warnings = stderr.match(/WARNING: .* was cut short/g) ?? [];
    // Once when discovery stops, once again at the end where it cannot scroll away.
    expect(warnings).toHaveLength(2);
    expect(stderr).toMatch(/cap of 2:\n!!! 2 pages were found and the site has more/);
    expect(stderr).toMatch(/--max-pages 4/);

    const whole = await suggest([...baseArgs('json'), '--allow-host', host(), '--max-pages', '3']);
    expect(whole.stderr).not.toMatch(/WARNING/);
  }, 90_000);

  it('rejects the removed --min-best-score with a pointer to what replaced it', async () => {
    const removed = await failureOf(suggest([...baseArgs('json'), '--min-best-score', '0.3']));
    expect(removed.code).toBe(2);
    expect(removed.stderr).toMatch(/--min-best-score is gone/);
  }, 30_000);
});

describe('npm run suggest on a site with links of its own', () => {
  const TOPICS = [
    'Pruning Apple Trees',
    'Watering Tomatoes',
    'Composting Kitchen Scraps',
    'Mulching Flower Beds',
    'Sowing Carrot Seeds',
    'Staking Runner Beans',
    'Dividing Hostas',
    'Harvesting Garlic',
    'Planting Strawberries',
    'Feeding Citrus Trees',
    'Overwintering Dahlias',
    'Raising Seedlings Indoors',
    'Netting Brassicas',
    'Training Clematis',
    'Testing Soil Acidity',
    'Storing Winter Squash',
  ];
  const slug = (title: string) => `/${title.toLowerCase().replace(/ /g, '-')}`;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;

  beforeAll(async () => {
    // Every page links three others from its prose: 48 link pairs, enough for a backtest. Each
    // sentence names its page, or it would repeat across pages and count as boilerplate.
    const pages = Object.fromEntries(
      TOPICS.map((title, i) => {
        const others = [1, 2, 3].map((step) => TOPICS[(i + step) % TOPICS.length]!);
        const prose = others
          .map(
            (other) =>
              `<p>Once ${title.toLowerCase()} is done, gardeners often go on to <a href="${slug(other)}">${other}</a> later in the year, when the weather turns.</p>`,
          )
          .join('');
        const body = `<p>${title} takes patience and a little planning; most gardeners learn it over several seasons of trial and error.</p>${prose}`;
        return [
          slug(title),
          `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main><article><h1>${title}</h1>${body}</article></main></body></html>`,
        ];
      }),
    );
    site = await startFixtureSite({
      pages: {
        '/': articlePage('Garden Notes', 'Notes from a small garden, season by season.'),
        ...pages,
      },
    });
  });
  afterAll(() => site?.close());

  it('backtests itself on those links and prints what it found', async () => {
    const report = path.join(dir, 'own-links.json');
    const { stderr } = await suggest(
      [
        '--site',
        `${site.origin}/`,
        '--out',
        path.join(dir, 'own-links-suggestions.json'),
        '--report',
        report,
        '--target-precision',
        '0.5',
      ],
      new URL(site.origin).host,
    );
    expect(stderr).toMatch(
      /self-backtest: on 48 links this site already has \(\d+ hidden and predicted back\), found \d+ % and right \d+ % of the time at cut-off [0-9.]+ \(target precision 0\.50\)/,
    );
    const written = JSON.parse(readFileSync(report, 'utf8')) as Report;
    expect(written.calibration).toMatchObject({ basis: 'site', linkPairs: 48 });
    expect(written.calibration.hiddenPairs).toBeGreaterThanOrEqual(30);
  }, 90_000);
});
