// `npm run bench:web`: builds the web app, serves it from the real server (embedded mode on a
// throwaway data directory) and loads /login (signed out), /dashboard (signed in, with a
// project) and the project's review screen (/websites/{id}/link-suggestions, with suggestions)
// in headless Chromium, each from a cold cache. Prints the JavaScript the screen needed
// before it showed (files; bytes raw, gzipped at level 9, and as the server sends them to
// Chromium) and the first and largest contentful paints. BENCH_WEB_VERBOSE=1 lists the files.
// Prints figures; asserts nothing. BENCH_WEB_RUNS (default 5) loads per screen.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createBenchAccount, serveBenchSite } from './bench-web-account.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of the browser suite (apps/e2e/playwright.config.ts).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const REFRESH_TOKEN_KEY = 'linkloom.refreshToken';
// Localhost has no latency and no bandwidth limit, so bytes and round trips cost nothing there:
// each screen is also loaded over a link of 10 Mbit/s down, 5 up, 40 ms round trip.
const SLOWER_NETWORK = {
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (5 * 1024 * 1024) / 8,
};
// What Chromium asks for.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

if (!existsSync(CHROMIUM)) {
  console.error(
    `bench:web needs Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with code ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 120 s');
}

/** The body the server sends for `url` with this Accept-Encoding, as sent (not decoded). */
function fetchEncoded(url, encoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One cold load: the scripts the page fetched until the screen showed and the network settled. */
async function loadOnce(browser, { url, refreshToken, ready }, network) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  if (refreshToken) {
    await page.addInitScript(
      `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)})`,
    );
  }
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.add(response.url());
    }
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await ready(page).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const paints = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const lcp = [];
        new PerformanceObserver((list) => lcp.push(...list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        // Buffered entries arrive in the observer's first callback.
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          resolve({ lcp: lcp.at(-1)?.startTime ?? null, fcp: fcp?.startTime ?? null });
        }, 100);
      }),
  );
  await context.close();
  if (errors.length > 0) {
    throw new Error(`${url}: ${errors.join('; ')}`);
  }
  return { scripts: [...scripts].sort(), ...paints };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

console.log('▶ building the web app');
const build = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) {
  process.exit(build.status ?? 1);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'linkloom-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: 'false',
    CRAWLER_ALLOW_HOSTS: '127.0.0.1',
  },
});

const site = await serveBenchSite();
let browser;
try {
  await waitForHealth(baseUrl, server);
  const { refreshToken, websiteId } = await createBenchAccount(baseUrl, site.origin);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const screens = [
    {
      name: '/login',
      url: `${baseUrl}/login`,
      ready: (page) => page.getByRole('tab', { name: 'Sign In' }),
    },
    {
      name: '/dashboard',
      url: `${baseUrl}/dashboard`,
      refreshToken,
      ready: (page) => page.getByRole('heading', { name: 'Dashboard' }),
    },
    {
      name: 'review',
      url: `${baseUrl}/websites/${websiteId}/link-suggestions`,
      refreshToken,
      // The first suggestion card's action, shown once the list has come.
      ready: (page) => page.getByRole('button', { name: 'Approve', exact: true }).first(),
    },
  ];
  console.log(
    `\nInitial JavaScript and paint, ${RUNS} cold loads each (median; min–max); LCP also at 10 Mbit/s, 40 ms RTT:\n`,
  );
  for (const screen of screens) {
    const runs = [];
    const slower = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await loadOnce(browser, screen));
      slower.push(await loadOnce(browser, screen, SLOWER_NETWORK));
    }
    const scripts = runs[0].scripts;
    let raw = 0;
    let gzip = 0;
    let sent = 0;
    const encodings = new Set();
    const gzipByFile = [];
    for (const url of scripts) {
      const [plain, asBrowser] = await Promise.all([
        fetchEncoded(url, 'identity'),
        fetchEncoded(url, BROWSER_ACCEPT_ENCODING),
      ]);
      raw += plain.body.length;
      // The goal's measure: each file gzipped at level 9, whatever the server does.
      const gzipped = gzipSync(plain.body, { level: 9 }).length;
      gzip += gzipped;
      gzipByFile.push({ file: new URL(url).pathname, gzipped });
      sent += asBrowser.body.length;
      encodings.add(asBrowser.encoding ?? 'none');
    }
    const lcps = runs.map((run) => run.lcp).filter((value) => value !== null);
    const fcps = runs.map((run) => run.fcp).filter((value) => value !== null);
    const slowerLcps = slower.map((run) => run.lcp).filter((value) => value !== null);
    console.log(
      `${screen.name.padEnd(11)} JS ${String(scripts.length).padStart(2)} files  ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(8)} gzip  ${kb(sent).padStart(8)} sent (${[...encodings].join(', ')})   ` +
        `FCP ${ms(median(fcps))}   LCP ${ms(median(lcps))} (${ms(Math.min(...lcps))}–${ms(Math.max(...lcps))})   ` +
        `at 10 Mbit/s: LCP ${ms(median(slowerLcps))} (${ms(Math.min(...slowerLcps))}–${ms(Math.max(...slowerLcps))})`,
    );
    if (process.env.BENCH_WEB_VERBOSE) {
      for (const { file, gzipped } of gzipByFile.sort((a, b) => b.gzipped - a.gzipped)) {
        console.log(`    ${kb(gzipped).padStart(8)} gzip  ${file}`);
      }
    }
  }
} finally {
  await browser?.close();
  await site.close();
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
