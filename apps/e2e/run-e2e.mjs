// Runs the Playwright suite in Debian's Chromium against a fresh embedded server.
// Where no Chromium exists, says so loudly and skips instead of failing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n  BROWSER TESTS SKIPPED: no Chromium at ${chromium}.\n  Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n${bar}\n`,
  );
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'linkloom-e2e-'));
const { status } = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status ?? 1);
