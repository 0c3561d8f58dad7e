// `npm run bench:engine`: the engine on a synthetic site (10,000 pages unless BENCH_PAGES
// says otherwise). Prints figures; asserts nothing. CPU seconds sit beside wall time
// because a shared machine can stretch the wall clock.
import { buildSiteIndex, calibrateSite, suggestLinks } from '../src/index';
import { syntheticSite } from './synthetic-site';

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const OPTIONS = { maxSuggestionsPerPage: 8, passages: true };
let peakRss = process.memoryUsage().rss;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
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
sample();
const indexed = measure(() => buildSiteIndex(pages));
const index = indexed.result;
sample();
const calibrated = measure(() => calibrateSite(index));
sample();
const options = { ...OPTIONS, calibration: calibrated.result };
const everyPage = measure(() => {
  let suggestions = 0;
  for (const [position, page] of pages.entries()) {
    suggestions += suggestLinks(index, page.url, options).length;
    if (position % 500 === 0) {
      sample();
    }
  }
  return suggestions;
});
sample();
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
console.log(`peak RSS             ${Math.round(peakRss / 1024 / 1024)} MB`);
