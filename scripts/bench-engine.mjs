// `npm run bench:engine`: the engine on synthetic sites of 1,000, 10,000 and 100,000 pages (or
// the comma-separated BENCH_SIZES), every page a source. Each size runs in its own process
// (packages/engine/bench/run.ts), so its peak RSS is its own. Prints each run, then one table.
// 100,000 pages take several minutes on two cores. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);

function runSize(pages) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/engine/bench/run.ts'], {
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
  results.push(await runSize(pages));
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
  '\ntotal = index + every page as a source (the self-backtest is printed per run above); pages/s over total wall time, CPU pages/s over its CPU time.',
);
