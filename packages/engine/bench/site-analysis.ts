// The site analysis the worker runs after each crawl (link equity, click depth, topic
// clusters) on the synthetic site of BENCH_PAGES pages (5,000 unless set), in its own process
// (scripts/bench-engine.mjs runs it per size). Prints figures; asserts nothing.
import { analyzeSite } from '../src/index';
import { syntheticSite } from './synthetic-site';

const PAGES = Number(process.env.BENCH_PAGES ?? 5_000);
const pages = syntheticSite(PAGES).map((text) => ({ url: text.url, httpStatus: 200, text }));
const cpuBefore = process.cpuUsage();
const started = performance.now();
const analysis = analyzeSite(pages, 'https://bench.example/page-0');
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
// The kernel's high-water mark of this process (kilobytes on Linux).
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(
  `site analysis        ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s), ${analysis.clusters.length} topic clusters, peak RSS ${peakRssMb} MB`,
);
console.log(`BENCH_RESULT ${JSON.stringify({ pages: PAGES, seconds, cpuSeconds, peakRssMb })}`);
