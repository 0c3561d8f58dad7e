// What every part of `npm run eval` shares: where things are, the goals, the failure that
// stops one site, and the child processes to stop on Ctrl-C.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const evalDir = path.join(root, '.eval');
export const harnessSource = path.resolve(
  process.env.EVAL_HARNESS_DIR ?? path.join(root, '..', 'shared', 'eval'),
);
export const harness = path.join(evalDir, 'harness');
export const DEFAULT_SITES_DIR = '/tmp/eval-dev-sites';
export const sitesDir = process.env.EVAL_SITES_DIR || DEFAULT_SITES_DIR;
export const portOffset = Number(process.env.EVAL_PORT_OFFSET ?? 100);
export const reuseCrawl = process.env.EVAL_REUSE_CRAWL === '1';
export const K = 5;
export const GOALS = { f1AboveBaseline: 0.15, truthCoverage: 0.8, ece: 0.1, precisionGap: 0.1 };
export const evalStarted = performance.now();

/** A step that failed to run: the site is reported as failed, the others go on. */
export class Failure extends Error {}

export const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

export const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      child.kill('SIGTERM');
    }
    process.exit(130);
  });
}
