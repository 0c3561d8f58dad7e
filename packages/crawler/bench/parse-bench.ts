// Prints how long parsePage takes against nesting depth and against page size, on this
// thread, so growth that is worse than linear shows. Run: npm run bench:parse
import { isCrawlError, parsePage } from '../src/index';
import { longPage, nestedDivs, nestedLists } from '../test/fixtures/hostile-pages';

const META = { url: 'https://bench.test/', finalUrl: 'https://bench.test/', status: 200 };

function timeParse(html: string): { ms: number; outcome: string } {
  const started = performance.now();
  let outcome = 'read';
  try {
    parsePage(html, META);
  } catch (error) {
    outcome = isCrawlError(error, 'unreadable') ? 'refused: too deep' : String(error);
  }
  return { ms: performance.now() - started, outcome };
}

function row(label: string, html: string): void {
  const { ms, outcome } = timeParse(html);
  const kb = (Buffer.byteLength(html) / 1024).toFixed(0);
  console.log(
    `${label.padEnd(22)} ${`${kb} KB`.padStart(9)} ${`${ms.toFixed(0)} ms`.padStart(9)}  ${outcome}`,
  );
}

timeParse(longPage(50)); // warm up the JIT
console.log('nesting depth          size      time   outcome');
for (const depth of [10, 50, 100, 200, 400, 508, 1_000, 10_000, 20_000]) {
  row(`${depth.toLocaleString('en-US')} nested divs`, nestedDivs(depth));
}
console.log('\npage size (paragraphs)');
for (const paragraphs of [100, 1_000, 10_000, 30_000, 60_000]) {
  row(`${paragraphs.toLocaleString('en-US')} paragraphs`, longPage(paragraphs));
}
console.log('\n250 nested lists around (paragraphs)');
for (const paragraphs of [1_000, 10_000, 30_000]) {
  row(`${paragraphs.toLocaleString('en-US')} paragraphs`, nestedLists(250, paragraphs));
}
