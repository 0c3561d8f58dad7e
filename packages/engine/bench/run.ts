// The engine on one synthetic site of BENCH_PAGES pages (10,000 unless set), every page a
// source. `npm run bench:engine` (scripts/bench-engine.mjs) runs it once per size, each in its
// own process so that peak RSS belongs to that size. Prints figures; asserts nothing. CPU seconds
// sit beside wall time because a shared machine can stretch the wall clock.
import { buildSiteIndex, calibrateSite, suggestLinks } from '../src/index';
import { syntheticSite } from './synthetic-site';

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const OPTIONS = { maxSuggestionsPerPage: 8, passages: true };
// The kernel's high-water mark of this process (kilobytes on Linux): no sample can miss a peak.
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
function measure<T>(work: () => T): { result: T; wall: number; cpu: number } {
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = work();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    result,
    wall: (performance.now() - wallBefore) / 1000,
    cpu: (cpu.user + cpu.system) / 1e6,
  };
}
const figure = ({ wall, cpu }: { wall: number; cpu: number }) =>
  `${wall.toFixed(2)} s (CPU ${cpu.toFixed(2)} s)`;

// Each figure is printed as soon as it is known: 100,000 pages take many minutes.
const generated = measure(() => syntheticSite(PAGES));
const pages = generated.result;
const words = pages.reduce((sum, page) => sum + page.wordCount, 0);
console.log(
  `pages                ${PAGES.toLocaleString('en-US')} (${words.toLocaleString('en-US')} words, generated in ${figure(generated)})`,
);
const indexed = measure(() => buildSiteIndex(pages));
const index = indexed.result;
console.log(`index build          ${figure(indexed)}, peak RSS ${peakRssMb()} MB`);
const calibrated = measure(() => calibrateSite(index));
const { basis, linkPairs, hiddenPairs } = calibrated.result;
console.log(
  `self-backtest        ${figure(calibrated)}: ${basis}, ${linkPairs.toLocaleString('en-US')} link pairs, ${hiddenPairs.toLocaleString('en-US')} hidden`,
);
const options = { ...OPTIONS, calibration: calibrated.result };
const tenth = Math.max(1, Math.round(PAGES / 10));
const everyPage = measure(() => {
  let suggestions = 0;
  const started = performance.now();
  for (const [position, page] of pages.entries()) {
    suggestions += suggestLinks(index, page.url, options).length;
    if (PAGES >= 50_000 && (position + 1) % tenth === 0 && position + 1 < PAGES) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  … ${(position + 1).toLocaleString('en-US')} sources in ${seconds.toFixed(0)} s (${Math.round((position + 1) / seconds)} pages/s)`,
      );
    }
  }
  return suggestions;
});
console.log(
  `every page a source  ${everyPage.result.toLocaleString('en-US')} suggestions in ${figure(everyPage)}, ${Math.round(PAGES / everyPage.wall).toLocaleString('en-US')} pages/s`,
);
const newSources = measure(() =>
  pages.slice(0, 10).reduce((sum, page) => sum + suggestLinks(index, page.url, options).length, 0),
);
console.log(`10 sources, indexed  ${figure(newSources)}`);
const analysis = indexed.wall + everyPage.wall;
console.log(
  `index + every page   ${analysis.toFixed(2)} s; the backtest adds ${Math.round((100 * calibrated.wall) / analysis)} %`,
);
console.log(`peak RSS             ${peakRssMb()} MB`);
// One line for scripts/bench-engine.mjs to gather the sizes into one table.
console.log(
  `BENCH_RESULT ${JSON.stringify({
    pages: PAGES,
    words,
    indexSeconds: indexed.wall,
    indexCpuSeconds: indexed.cpu,
    backtestSeconds: calibrated.wall,
    suggestSeconds: everyPage.wall,
    suggestCpuSeconds: everyPage.cpu,
    suggestions: everyPage.result,
    peakRssMb: peakRssMb(),
  })}`,
);
