// `npm run bench:engine`: the engine on synthetic sites of 1,000, 10,000 and 100,000 pages (or
// the comma-separated BENCH_SIZES), every page a source (packages/engine/bench/run.ts), then the
// site analysis the worker runs after each crawl (site-analysis.ts) on the sizes up to
// BENCH_ANALYSIS_MAX pages (every size unless set). Each run is its own process, so its peak RSS
// is its own. Prints each run, then tables. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);

const ANALYSIS_MAX = Number(process.env.BENCH_ANALYSIS_MAX ?? Infinity);

function runSize(script, pages) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `packages/engine/bench/${script}`], {
      cwd: root,
      env: { ...process.env, BENCH_PAGES: String(pages) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let result = null;
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (line.startsWith('BENCH_RESULT ')) {
          result = JSON.parse(line.slice('BENCH_RESULT '.length));
        } else {
          console.log(`  ${line}`);
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      result
        ? resolve(result)
        : reject(
            new Error(
              `${pages} pages: the run ended (${signal ?? `code ${code}`}) without figures`,
            ),
          ),
    );
  });
}

const results = [];
for (const pages of SIZES) {
  console.log(`\n▶ ${pages.toLocaleString('en-US')} pages`);
  results.push(await runSize('run.ts', pages));
}
const analyses = [];
for (const pages of SIZES.filter((size) => size <= ANALYSIS_MAX)) {
  console.log(`\n▶ site analysis, ${pages.toLocaleString('en-US')} pages`);
  analyses.push(await runSize('site-analysis.ts', pages));
}

const seconds = (value) => `${value.toFixed(1)} s`;
console.log(
  `\n${'pages'.padStart(8)}${'index'.padStart(10)}${'every page'.padStart(12)}${'total'.padStart(10)}${'pages/s'.padStart(9)}${'CPU pages/s'.padStart(13)}${'peak RSS'.padStart(10)}`,
);
for (const run of results) {
  const total = run.indexSeconds + run.suggestSeconds;
  const cpuTotal = run.indexCpuSeconds + run.suggestCpuSeconds;
  console.log(
    `${run.pages.toLocaleString('en-US').padStart(8)}${seconds(run.indexSeconds).padStart(10)}${seconds(run.suggestSeconds).padStart(12)}${seconds(total).padStart(10)}${Math.round(
      run.pages / total,
    )
      .toLocaleString('en-US')
      .padStart(9)}${Math.round(run.pages / cpuTotal)
      .toLocaleString('en-US')
      .padStart(13)}${`${run.peakRssMb.toLocaleString('en-US')} MB`.padStart(10)}`,
  );
}
console.log(
  'total = index + every page as a source (the self-backtest is printed per run above); pages/s over total wall time, CPU pages/s over its CPU time.',
);
if (analyses.length > 0) {
  console.log(
    `\n${'pages'.padStart(8)}${'site analysis'.padStart(15)}${'CPU'.padStart(10)}${'peak RSS'.padStart(10)}`,
  );
  for (const run of analyses) {
    console.log(
      `${run.pages.toLocaleString('en-US').padStart(8)}${seconds(run.seconds).padStart(15)}${seconds(run.cpuSeconds).padStart(10)}${`${run.peakRssMb.toLocaleString('en-US')} MB`.padStart(10)}`,
    );
  }
}
