// --calibrate, first part: the evidence's weights fitted on the developer sites' stripped crawls,
// once without each (scripts/eval/loso/without-SITE.json) and once on all of them
// (scripts/eval/loso/all-manuals.json, for the sites made from no manual), each with the pooled
// sites' suggestions scored by those weights: the weights, curve, cut-off and range a site is
// measured with.
import fs from 'node:fs';
import path from 'node:path';
import { evalDir, root, sitesDir } from './context.mjs';
import { LOSO_DIR, priorFileWithout } from './leave-out.mjs';
import { mustRun } from './processes.mjs';

const workDir = path.join(evalDir, 'loso');
const tsx = (cli, args) => [
  '--import',
  'tsx',
  path.join(root, 'apps/server/src/cli', cli),
  ...args,
];
const truthOf = (site) => path.join(sitesDir, site, 'ground-truth.json');
const evidenceOf = (site) => path.join(workDir, `evidence-${site}.json`);

// Scores and calibration the evidence does not read: a change to them leaves it current.
const GENERATED = ['ranking-weights.ts', 'developer-sites.ts'];

/** The newest change to the engine's source: evidence older than it is labelled again. */
function engineChanged() {
  const dir = path.join(root, 'packages/engine/src');
  return Math.max(
    ...fs
      .readdirSync(dir, { recursive: true })
      .filter((file) => !GENERATED.includes(path.basename(file)))
      .map((file) => fs.statSync(path.join(dir, file)).mtimeMs),
  );
}

/** The site's evidence is newer than its crawl and the engine. */
function evidenceIsCurrent(site, pages, since) {
  const file = evidenceOf(site);
  return (
    fs.existsSync(file) && fs.statSync(file).mtimeMs > Math.max(since, fs.statSync(pages).mtimeMs)
  );
}

/** Runs `tasks` (functions returning promises) two at a time: the machine's two cores. */
async function twoAtATime(tasks) {
  const queue = [...tasks];
  const worker = async () => {
    while (queue.length > 0) {
      await queue.shift()();
    }
  };
  await Promise.all([worker(), worker()]);
}

async function fitWeights(sites, out) {
  const args = sites.flatMap((site) => ['--evidence', evidenceOf(site)]);
  await mustRun(`fitting the weights on ${sites.join(', ')}`, process.execPath, [
    ...tsx('fit-ranking-weights.ts', [...args, '--out', out]),
  ]);
}

/** The prior a site is measured with: weights and pooled sites fitted without `left` (null: on all). */
async function priorWithout(left, sites, pagesOf) {
  const others = sites.filter((site) => site !== left);
  const weights = path.join(workDir, `weights-without-${left ?? 'none'}.json`);
  await fitWeights(others, weights);
  const args = others.flatMap((site) => [
    '--site',
    site,
    '--pages',
    pagesOf(site),
    '--truth',
    truthOf(site),
  ]);
  await mustRun(`the prior without ${left ?? 'none'}`, process.execPath, [
    ...tsx('calibrate-developer-sites.ts', [
      ...args,
      '--weights',
      weights,
      '--prior',
      '--out',
      priorFileWithout(left),
    ]),
  ]);
  console.log(`calibrate: wrote ${path.relative(root, priorFileWithout(left))}`);
}

/** `sites`: the developer sites' names; `pagesOf(site)`: its stripped crawl. */
export async function regeneratePriors(sites, pagesOf) {
  fs.mkdirSync(workDir, { recursive: true });
  fs.mkdirSync(LOSO_DIR, { recursive: true });
  console.log(`\ncalibrate: the evidence of ${sites.join(', ')}`);
  const since = engineChanged();
  await twoAtATime(
    sites.map((site) => async () => {
      if (evidenceIsCurrent(site, pagesOf(site), since)) {
        console.log(`calibrate: ${site}: evidence is current`);
        return;
      }
      const args = ['--site', site, '--pages', pagesOf(site), '--truth', truthOf(site)];
      const { stderr } = await mustRun(`the evidence of ${site}`, process.execPath, [
        ...tsx('label-evidence.ts', [...args, '--out', evidenceOf(site)]),
      ]);
      process.stdout.write(`calibrate: ${stderr}`);
    }),
  );
  await twoAtATime([null, ...sites].map((site) => () => priorWithout(site, sites, pagesOf)));
  fs.writeFileSync(path.join(LOSO_DIR, 'sites.json'), `${JSON.stringify(sites)}\n`);
}
