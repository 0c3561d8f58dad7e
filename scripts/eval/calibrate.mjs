// --calibrate: the pooled developer-site calibration, regenerated from the stripped crawls.
import fs from 'node:fs';
import path from 'node:path';
import { Failure, root, sitesDir } from './context.mjs';
import { mustRun } from './processes.mjs';

export async function regenerateCalibration(results, out) {
  const args = [
    '--import',
    'tsx',
    'apps/server/src/cli/calibrate-developer-sites.ts',
    '--out',
    out,
  ];
  for (const result of results) {
    const pages = result.ours.files.pages;
    if (!fs.existsSync(pages)) {
      throw new Failure(`no crawled pages of the stripped ${result.site} at ${pages}`);
    }
    args.push(
      '--site',
      result.site,
      '--pages',
      pages,
      '--truth',
      path.join(sitesDir, result.site, 'ground-truth.json'),
    );
  }
  console.log(
    `\ncalibrate: pooling the stripped variants of ${results.map((r) => r.site).join(', ')}`,
  );
  const { stderr } = await mustRun('calibrate-developer-sites', process.execPath, args);
  process.stdout.write(stderr);
  await mustRun('prettier', path.join(root, 'node_modules/.bin/prettier'), ['--write', out]);
  console.log(
    `calibrate: wrote ${path.relative(root, out)}; the figures above were measured with the calibration as it was: run npm run eval again to measure the new one.`,
  );
}
