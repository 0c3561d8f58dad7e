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

const generated = measure(() => syntheticSite(PAGES));
const pages = generated.result;
const words = pages.reduce((sum, page) => sum + page.wordCount, 0);
const indexed = measure(() => buildSiteIndex(pages));
const index = indexed.result;
const calibrated = measure(() => calibrateSite(index));
const options = { ...OPTIONS, calibration: calibrated.result };
const everyPage = measure(() => {
  let suggestions = 0;
  for (const page of pages) {
    suggestions += suggestLinks(index, page.url, options).length;
  }
  return suggestions;
});
const newSources = measure(() =>
  pages.slice(0, 10).reduce((sum, page) => sum + suggestLinks(index, page.url, options).length, 0),
);

console.log(
  `pages                ${PAGES.toLocaleString('en-US')} (${words.toLocaleString('en-US')} words, generated in ${figure(generated)})`,
);
console.log(`index build          ${figure(indexed)}`);
const { basis, linkPairs, hiddenPairs } = calibrated.result;
console.log(
  `self-backtest        ${figure(calibrated)}: ${basis}, ${linkPairs.toLocaleString('en-US')} link pairs, ${hiddenPairs.toLocaleString('en-US')} hidden`,
);
console.log(
  `every page a source  ${everyPage.result.toLocaleString('en-US')} suggestions in ${figure(everyPage)}, ${Math.round(PAGES / everyPage.wall).toLocaleString('en-US')} pages/s`,
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
