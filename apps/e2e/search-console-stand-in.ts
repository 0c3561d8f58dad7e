// Stands in for Google Search Console during the e2e run (consent page, token endpoint,
// webmasters v3), on a fixed 127.0.0.1 port; the browser test sets its properties and pages
// through its control endpoints. Started by Playwright as a webServer.
import { startSearchConsoleStandIn } from '../server/src/testing/search-console-stand-in';

const standIn = await startSearchConsoleStandIn({
  port: Number(process.env.E2E_SEARCH_CONSOLE_PORT ?? 3997),
  isControllable: true,
  sites: [],
  pages: [],
});

async function stop() {
  await standIn.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
