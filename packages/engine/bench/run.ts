// `npm run bench:engine`: the engine on a synthetic 10,000-page site. Prints figures; asserts nothing.
import { buildSiteIndex, suggestLinks } from '../src/index';
import { syntheticSite } from './synthetic-site';

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
let peakRss = process.memoryUsage().rss;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};

const generated = performance.now();
const pages = syntheticSite(PAGES);
const built = performance.now();
const index = buildSiteIndex(pages);
sample();
const indexed = performance.now();
let suggestions = 0;
for (const page of pages) {
  suggestions += suggestLinks(index, page.url, { maxSuggestionsPerPage: 8, passages: true }).length;
  if (suggestions % 1000 === 0) {
    sample();
  }
}
sample();
const done = performance.now();

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `pages                ${PAGES.toLocaleString('en-US')} (${(PAGES * 8 * 64).toLocaleString('en-US')} words, generated in ${seconds(built - generated)})`,
);
console.log(`index build          ${seconds(indexed - built)}`);
console.log(
  `suggestions          ${suggestions.toLocaleString('en-US')} in ${seconds(done - indexed)} (${Math.round(PAGES / ((done - indexed) / 1000)).toLocaleString('en-US')} pages/s)`,
);
console.log(`total engine time    ${seconds(done - built)}`);
console.log(`peak RSS             ${Math.round(peakRss / 1024 / 1024)} MB`);
