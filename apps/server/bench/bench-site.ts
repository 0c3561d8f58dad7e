// A generated website for the processing benchmark, served on 127.0.0.1: `count` articles, each
// about a garden topic, whose prose names other articles by title (a third of those mentions
// already links, as on a site linked by hand), behind the header, sidebar and footer real sites
// have; `/sitemap.xml` lists every article and `/robots.txt` allows all.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom } from './seeded-random';

const VOCABULARY =
  `garden soil compost roses tulips pruning watering mulch seeds bulbs lawn hedge orchard apple pear cherry tomato pepper basil mint thyme greenhouse frost shade drainage clay sand loam worms pests aphids slugs fungus blight fertiliser manure leaves bark path pond fence trellis climber shrub perennial annual cutting grafting sowing harvest storage winter spring summer autumn`.split(
    ' ',
  );

const capitalised = (text: string) => text.replace(/^\w/, (first) => first.toUpperCase());

export function siteOf(count: number): (index: number) => string {
  const next = seededRandom(7);
  const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
  const titles = Array.from({ length: count }, (_, index) =>
    capitalised(`${pick()} ${pick()} guide ${index}`),
  );
  const pages = titles.map((title, index) => {
    const paragraphs = Array.from({ length: 8 }, () => {
      const words = Array.from({ length: 60 }, pick);
      const target = Math.floor(next() * count);
      const mention =
        next() < 1 / 3 && target !== index
          ? `<a href="/page-${target}">${titles[target]}</a>`
          : titles[target]!;
      words.splice(Math.floor(next() * 50), 0, mention);
      return `<p>${capitalised(words.join(' '))}.</p>`;
    }).join('\n');
    const sidebar = Array.from(
      { length: 8 },
      (_, n) =>
        `<li><a href="/page-${(index + n + 1) % count}">${titles[(index + n + 1) % count]}</a></li>`,
    ).join('');
    return `<!doctype html><html lang="en"><head><title>${title} | Bench Garden</title><meta name="description" content="All about ${title.toLowerCase()}."></head>
<body><header><nav><a href="/">Home</a> <a href="/page-0">Start here</a></nav></header>
<main><article><h1>${title}</h1>\n${paragraphs}\n</article></main>
<aside><h2>More guides</h2><ul>${sidebar}</ul></aside><footer><p>Bench Garden, a generated site.</p></footer></body></html>`;
  });
  return (index) => pages[index]!;
}

export function sitemapOf(origin: string, count: number): string {
  const urls = Array.from(
    { length: count },
    (_, index) => `<url><loc>${origin}/page-${index}</loc></url>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** Serves the site until `close`; run it in a child process so its CPU is not the product's. */
export async function serveBenchSite(count: number): Promise<{ origin: string; close(): void }> {
  const page = siteOf(count);
  let origin = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    const html = (body: string) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    } else if (path === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(sitemapOf(origin, count));
    } else if (path === '/') {
      html(page(0));
    } else {
      const index = Number(/^\/page-(\d+)$/.exec(path)?.[1] ?? NaN);
      if (index >= 0 && index < count) {
        html(page(index));
      } else {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => server.close() };
}
