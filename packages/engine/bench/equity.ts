// `npm run bench:equity`: link equity on 100,000 pages and 1,000,000 links. Prints figures; asserts nothing.
import { computeLinkEquity } from '../src/index';
import type { GraphLink } from '../src/index';

const PAGES = Number(process.env.BENCH_PAGES ?? 100_000);
const LINKS = Number(process.env.BENCH_LINKS ?? 1_000_000);
// mulberry32: small, deterministic, exact in 32-bit integer arithmetic.
let state = 7;
const next = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const placements = ['main', 'main', 'main', 'navigation', 'footer', 'sidebar', 'header'] as const;
const links: GraphLink[] = Array.from({ length: LINKS }, () => ({
  source: Math.floor(next() * PAGES),
  // Skewed towards low page numbers, as real sites link to a few hubs.
  target: Math.floor(next() ** 2 * PAGES),
  placement: placements[Math.floor(next() * placements.length)]!,
}));
const started = performance.now();
const equity = computeLinkEquity(PAGES, links, 0);
const elapsed = performance.now() - started;
const reachable = equity.depth.reduce((sum, depth) => sum + (depth >= 0 ? 1 : 0), 0);
console.log(`pages        ${PAGES.toLocaleString('en-US')}`);
console.log(`links        ${LINKS.toLocaleString('en-US')}`);
console.log(`time         ${(elapsed / 1000).toFixed(2)} s (${equity.iterations} iterations)`);
console.log(`reachable    ${reachable.toLocaleString('en-US')} pages from the home page`);
console.log(`peak RSS     ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`);
