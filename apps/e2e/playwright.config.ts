import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? 3998);
const baseURL = `http://127.0.0.1:${port}`;
const googleIssuer = `http://127.0.0.1:${googlePort}`;
const searchConsolePort = Number(process.env.E2E_SEARCH_CONSOLE_PORT ?? 3997);
const searchConsole = `http://127.0.0.1:${searchConsolePort}`;

/**
 * The real stack: `apps/server` in embedded mode on a throwaway PGlite data
 * directory, serving the built SPA, driven in Debian's Chromium. Google is an
 * oauth2-mock-server on 127.0.0.1 (google-stand-in.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The machine is shared with other builds; give a busy server a little more room.
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Started in order: the Google stand-in first (the server reads its discovery document at
  // boot; a globalSetup would run only after the webServers are up).
  webServer: [
    {
      command: 'node --import tsx google-stand-in.ts',
      url: `${googleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_GOOGLE_PORT: String(googlePort) },
    },
    {
      command: 'node --import tsx search-console-stand-in.ts',
      url: `${searchConsole}/webmasters/v3/sites`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SEARCH_CONSOLE_PORT: String(searchConsolePort) },
    },
    {
      command: 'node --import tsx ../server/src/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // Cookies and redirects (Google's callback) must name the origin the browser uses.
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every test signs up its own users from 127.0.0.1; the per-IP limits would refuse them.
        AUTH_RATE_LIMIT: 'false',
        CRAWLER_ALLOW_HOSTS: '127.0.0.1',
        GOOGLE_CLIENT_ID: 'linkloom-e2e',
        GOOGLE_CLIENT_SECRET: 'linkloom-e2e-secret',
        GOOGLE_DISCOVERY_URL: `${googleIssuer}/.well-known/openid-configuration`,
        GOOGLE_SEARCH_CONSOLE_CLIENT_ID: 'linkloom-e2e-search-console',
        GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET: 'linkloom-e2e-search-console-secret',
        GOOGLE_OAUTH_AUTHORIZE_URL: `${searchConsole}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: `${searchConsole}/token`,
        GOOGLE_SEARCH_CONSOLE_API_ROOT: `${searchConsole}/`,
        // Small pages and short pauses: the browser test sees paging and a retried 503.
        GOOGLE_SEARCH_CONSOLE_ROWS_PER_REQUEST: '40',
        GOOGLE_SEARCH_CONSOLE_RETRY_DELAYS_MS: '200,400,800',
      },
    },
  ],
});
