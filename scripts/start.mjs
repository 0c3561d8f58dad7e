// `npm start`: installs what is missing, builds the web app when its sources
// changed, then runs Linkloom (migrations apply at boot) and prints its URL.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

function run(label, command, args) {
  console.log(`▶ ${label}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(status ?? 1);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) {
    return 0;
  }
  const stat = statSync(target);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

const installed = at('node_modules', '.package-lock.json');
if (!existsSync(installed) || newestMtime(at('package-lock.json')) > newestMtime(installed)) {
  run('installing dependencies (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund']);
}

const builtIndex = at('apps', 'web', 'dist', 'index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
].map((p) => at(p));
if (Math.max(...webSources.map(newestMtime)) > newestMtime(builtIndex)) {
  run('building the web app', 'npm', ['run', 'build']);
}

// The server runs in this very process, so a signal sent to `npm start` (npm forwards
// it here: the script is exec'd) reaches the server's graceful shutdown directly.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(at('apps', 'server', 'src', 'main.ts')).href);
