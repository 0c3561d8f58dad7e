// Crawls a generated 5,000-page site on 127.0.0.1 at concurrency 8 with
// politeness delays off, then prints pages/s, CPU ms per page and peak RSS.
// The site is served by a child process so its CPU is not counted.
// Run: node --import tsx packages/crawler/bench/crawl-bench.ts [pages]
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createSafeFetcher, crawlPages } from '../src/index';

const PAGE_COUNT = Number(process.argv[3] ?? process.argv[2] ?? 5000);

function pageHtml(n: number): string {
  const link = (m: number) =>
    `<a href="/post/${(n * 7 + m) % PAGE_COUNT}">post number ${(n * 7 + m) % PAGE_COUNT}</a>`;
  const paragraphs = Array.from(
    { length: 12 },
    (_, p) =>
      `<p>Paragraph ${p} of page ${n} talks about brewing coffee, grinders and water ratios, and links to ${link(p)} for more detail on the subject.</p>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><title>Post ${n}</title><meta name="description" content="About post ${n}"><link rel="canonical" href="/post/${n}"></head>
<body><header class="site-header"><nav><a href="/">Home</a><a href="/about">About</a><a href="/blog">Blog</a></nav></header>
<main><article><h1>Post ${n}</h1>${paragraphs}<h2>Related</h2><ul><li>${link(20)}</li><li>${link(21)}</li></ul></article></main>
<aside class="sidebar"><ul>${Array.from({ length: 10 }, (_, s) => `<li>${link(30 + s)}</li>`).join('')}</ul></aside>
<footer class="site-footer"><a href="/privacy">Privacy</a></footer></body></html>`;
}

function serve(): void {
  const server = createServer((request, response) => {
    const n = Number((request.url ?? '').split('/').pop());
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(pageHtml(Number.isFinite(n) ? n : 0));
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.((server.address() as AddressInfo).port);
  });
}

async function run(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', String(PAGE_COUNT)], {
    execArgv: ['--import', 'tsx'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message) => resolve(Number(message))),
  );
  const urls = Array.from({ length: PAGE_COUNT }, (_, n) => `http://127.0.0.1:${port}/post/${n}`);
  const fetcher = createSafeFetcher({ allowHosts: [`127.0.0.1:${port}`] });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let ok = 0;
  let failed = 0;
  for await (const event of crawlPages(urls, {
    fetcher,
    respectRobots: false,
    concurrencyPerHost: 8,
    delayMs: 0,
  })) {
    if (event.kind === 'page' && event.ok) {
      ok += 1;
    } else {
      failed += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerPage = (cpu.user + cpu.system) / 1000 / PAGE_COUNT;
  console.log(`pages: ${ok} ok, ${failed} failed in ${seconds.toFixed(1)} s`);
  console.log(`pages/s: ${(PAGE_COUNT / seconds).toFixed(0)}`);
  console.log(`CPU ms per page: ${cpuMsPerPage.toFixed(2)} (goal ≤ 10)`);
  console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  await fetcher.close();
  child.kill();
}

if (process.argv[2] === 'serve') {
  serve();
} else {
  await run();
}
