// `npm run eval [-- --calibrate] [--sites a,b]`: link quality on every developer site of the eval
// harness (../shared/eval), with the product's defaults, in one table per site.
//
// Two of them are blogs: `wpblog` and `wpdjango`, each a real WordPress (Debian's package on PHP's
// built-in server, MariaDB) holding one of the manuals as posts (eval/wordpress-blog/, the
// handbook's sections on a classic theme, Django's guides on a block theme); each is built, and
// its missing Debian packages installed, on the first run, kept in MariaDB and in SQL dumps under
// EVAL_SITES_DIR/SITE/ after that, served with `php -S` instead of serve.mjs, and stopped with
// the site. It needs MariaDB running (WORDPRESS_DB_HOST, WORDPRESS_DB_USER, WORDPRESS_DB_PASSWORD:
// 127.0.0.1:3306, root, none, as the WordPress tests) and reads WORDPRESS_DIR (/usr/share/wordpress).
//
// The harness folder is read-only, so it is copied to .eval/harness (files missing or changed
// only) and its dependencies installed there. For each site of its lib/sites.mjs: prepare it if
// needed (prepare.sh, root), serve the STRIPPED variant (the authors' prose links removed) on our
// own port, run the harness's baselines and `npm run suggest` (no per-site flags) against it,
// score both with the harness's score.mjs; then serve the ORIGINAL variant and run the CLI on it
// for the self-backtest estimate; then serve the HALF-LINKED variant (eval/half-linked.mjs: the
// original's HTML with a fixed half of the authors' link pairs unwrapped; the blog's, a third
// WordPress) and run the CLI on it, scored on the hidden half. Printed per site: baselines and Linkloom (F1, P, R, P@5, anchor
// in text, coverage, coverage of the pages that have ground-truth links, wall time), the
// confidence calibration of the stripped run against the ground truth (bands, ECE), the original
// variant's self-backtest against the precision measured on the stripped run, and the goals of
// issue 15, each met or not. Exits 0 when everything ran (goals are a measure, not a test),
// non-zero when something failed to run.
//
// --calibrate: also fits the leave-one-source-out priors (scripts/eval/loso/without-SITE.json:
//   the evidence's weights and the pooled developer sites fitted without that site, which the
//   eval then measures each site with) and regenerates the product's pooled calibration,
//   packages/engine/src/calibrate/developer-sites.ts (or --calibration-out FILE), from the crawled
//   stripped variants of the developer sites.
// --calibrate-only: the same from the crawls an earlier run left in .eval, without measuring.
// --sites a,b: only these sites (not with --calibrate, which pools them all).
// --cold: the stripped variant only (cold F1 and ECE), no original or half-linked variant.
//
// Env: EVAL_HARNESS_DIR (../shared/eval), EVAL_SITES_DIR (/tmp/eval-dev-sites), EVAL_PORT_OFFSET
// (100: a site prepared for port P is served stripped on P+100, original on P+110 and half-linked
// on P+120, away from the harness's own ports), EVAL_REUSE_CRAWL=1 (reuse
// .eval/SITE-VARIANT-pages.json when there).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Failure, evalDir, portOffset, reuseCrawl, root } from './eval/context.mjs';
import { regenerateCalibration } from './eval/calibrate.mjs';
import { regeneratePriors } from './eval/loso-priors.mjs';
import { evalSite } from './eval/evaluate-site.mjs';
import { harnessLib, installHarness } from './eval/harness.mjs';
import { printSite, printSummary } from './eval/print.mjs';

const { values } = parseArgs({
  options: {
    calibrate: { type: 'boolean', default: false },
    'calibration-out': {
      type: 'string',
      default: path.join(root, 'packages/engine/src/calibrate/developer-sites.ts'),
    },
    sites: { type: 'string' },
    cold: { type: 'boolean', default: false },
    'calibrate-only': { type: 'boolean', default: false },
  },
});
if (!Number.isInteger(portOffset)) {
  console.error(`EVAL_PORT_OFFSET must be a whole number, not “${process.env.EVAL_PORT_OFFSET}”.`);
  process.exit(2);
}
if ((values.calibrate || values['calibrate-only']) && values.sites) {
  console.error('--calibrate pools every developer site: leave --sites out.');
  process.exit(2);
}

/**
 * The sites pooled: the manuals. A blog or a book made of a manual would count that manual's
 * links twice; the hand-written blog, written to measure the engine, is measured and never
 * fitted on.
 */
function developerSitesOf(SITES, names) {
  return names.filter((site) =>
    ['wordpress', 'mkdocs', 'jekyll', 'docusaurus', 'handwritten'].every(
      (built) => !SITES[site][built],
    ),
  );
}

async function calibrate(sites, pagesOf) {
  await regeneratePriors(sites, pagesOf);
  await regenerateCalibration(
    sites.map((site) => ({ site, ours: { files: { pages: pagesOf(site) } } })),
    path.resolve(values['calibration-out']),
  );
}

async function main() {
  fs.mkdirSync(evalDir, { recursive: true });
  await installHarness();
  const { SITES, pageKey } = await harnessLib();
  const wanted = values.sites
    ? values.sites
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : Object.keys(SITES);
  const unknown = wanted.filter((name) => !SITES[name]);
  if (unknown.length > 0) {
    throw new Failure(
      `unknown site ${unknown.join(', ')}; the harness lists ${Object.keys(SITES).join(', ')}`,
    );
  }
  console.log(
    `eval: ${wanted.join(', ')}; stripped on port+${portOffset}, original on port+${portOffset + 10}, half-linked on port+${portOffset + 20}${reuseCrawl ? '; reusing crawls' : ''}`,
  );
  if (values['calibrate-only']) {
    await calibrate(developerSitesOf(SITES, wanted), (site) =>
      path.join(evalDir, `${site}-stripped-pages.json`),
    );
    return 0;
  }
  const results = [];
  const failures = [];
  for (const site of wanted) {
    try {
      results.push(await evalSite(site, SITES[site], pageKey, SITES, { cold: values.cold }));
    } catch (error) {
      if (!(error instanceof Failure)) {
        throw error;
      }
      failures.push({ site, error: error.message });
      console.error(`✖ ${site}: ${error.message}`);
    }
  }
  results.forEach((result) => printSite(result, pageKey));
  printSummary(results, failures);
  if (values.calibrate) {
    if (failures.length > 0) {
      throw new Failure('not regenerating the calibration: not every site ran');
    }
    const byName = new Map(results.map((result) => [result.site, result]));
    await calibrate(developerSitesOf(SITES, wanted), (site) => byName.get(site).ours.files.pages);
  }
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`✖ eval: ${error instanceof Failure ? error.message : (error?.stack ?? error)}`);
    process.exit(1);
  },
);
