import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The harness's helpers as lib/html.mjs, lib/urls.mjs and lib/prepare.mjs make them: cheerio with
// the tags' offsets, one line of text per block (enough for these pages), the page's path, and the
// removal of the given tag ranges.
const harness = {
  loadHtml: (html, { locations = false } = {}) =>
    cheerio.load(html, { sourceCodeLocationInfo: locations }),
  blockLines: (nodes) => [cheerio.load('')(nodes).text().replace(/\s+/g, ' ').trim()],
  pageKey: (url) => new URL(url, 'http://site.invalid/').pathname.replace(/\/index\.html?$/i, '/'),
  unwrap: (html, ranges) => {
    let out = '';
    let at = 0;
    for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
      out += html.slice(at, start);
      at = end;
    }
    return out + html.slice(at);
  },
};
const site = { mainContent: 'div.body', exclude: ['pre'] };
const base = 'http://127.0.0.1:8299/';
const roles = new Map([
  ['/a.html', 'content'],
  ['/b.html', 'content'],
  ['/c.html', 'content'],
  ['/', 'index'],
]);
// A page of the original: a prose link to b and one to c, an icon link to b, the menu's links.
const PAGE_A = `<html><body>
<div class="menu"><a href="b.html">B</a> <a href="c.html">C</a> <a href="index.html">Home</a></div>
<div class="body"><p>See <a class="xref" href="b.html#top">the <em>B</em> page</a> and
<a href="c.html">C</a>, <a href="b.html"><img src="b.png"></a>, <a href="#here">here</a>.</p>
<pre><a href="b.html">b in code</a></pre></div>
</body></html>`;

let halfLinked;
let sitesDir;
beforeAll(async () => {
  sitesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'half-linked-'));
  process.env.EVAL_SITES_DIR = sitesDir;
  halfLinked = await import('./half-linked.mjs');
});
afterAll(() => fs.rmSync(sitesDir, { recursive: true, force: true }));

const textOf = (html) => cheerio.load(html)('div.body').text();

describe('the half-linked page', () => {
  const options = { pageUrl: `${base}a.html`, site, roles, harness, unwrap: harness.unwrap };

  it("unwraps a hidden pair's links in the text, icon and all, and keeps the rest", () => {
    const isHidden = (target) => target === '/b.html';
    const half = halfLinked.halfPageOf(PAGE_A, { ...options, isHidden });
    expect(half.unwrapped).toBe(2);
    const $ = cheerio.load(half.html);
    expect(
      $('div.body > p a')
        .toArray()
        .map((a) => $(a).attr('href')),
    ).toEqual(['c.html', '#here']);
    expect($('div.body > p').html()).toContain('See the <em>B</em> page and');
    expect($('div.body > p').html()).toContain('<img src="b.png">');
    // Navigation and code are not the authors' prose links: they stay.
    expect($('div.menu a').length).toBe(3);
    expect($('pre a').attr('href')).toBe('b.html');
    expect(textOf(half.html)).toBe(textOf(PAGE_A));
    expect(halfLinked.checkHalfPage(PAGE_A, half.html, { ...options, isHidden })).toEqual([]);
  });

  it('leaves a page none of whose pairs is hidden as it is', () => {
    const half = halfLinked.halfPageOf(PAGE_A, { ...options, isHidden: () => false });
    expect(half).toEqual({ html: PAGE_A, unwrapped: 0 });
  });

  it('finds a kept link gone and a hidden one left', () => {
    const isHidden = (target) => target === '/b.html';
    const noLinks = harness.unwrap(
      PAGE_A,
      halfLinked
        .readContentPage(PAGE_A, options)
        .links.filter((link) => link.targetKey === '/c.html')
        .flatMap((link) => link.tagRanges),
    );
    expect(halfLinked.checkHalfPage(PAGE_A, noLinks, { ...options, isHidden })).toEqual([
      'hidden pairs still linked (1 links)',
      'kept pair to /c.html: 0 links, 1 in the original',
    ]);
  });
});

describe('the half-linked tree', () => {
  it("is the original with exactly the hidden pairs' anchors unwrapped, and checked", () => {
    const dir = path.join(sitesDir, 'tiny');
    const pages = {
      'index.html': '<html><body><a href="a.html">A</a></body></html>',
      'a.html': PAGE_A,
      'b.html':
        '<html><body><div class="body"><p>Back to <a href="a.html">A</a>.</p></div></body></html>',
      'c.html':
        '<html><body><div class="body"><p>See <a href="b.html">B</a>.</p></div></body></html>',
    };
    fs.mkdirSync(path.join(dir, 'original'), { recursive: true });
    for (const [file, html] of Object.entries(pages)) {
      fs.writeFileSync(path.join(dir, 'original', file), html);
    }
    fs.writeFileSync(path.join(dir, 'original', 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const link = (source, target, anchor) => ({
      source: `${base}${source}`,
      target: `${base}${target}`,
      anchor,
      code: false,
    });
    const truth = {
      baseUrl: base,
      pages: [...roles].map(([key, role]) => ({ url: new URL(key, base).href, role })),
      links: [
        link('a.html', 'b.html', 'the B page'),
        link('a.html', 'c.html', 'C'),
        link('b.html', 'a.html', 'A'),
        link('c.html', 'b.html', 'B'),
      ],
    };
    fs.writeFileSync(path.join(dir, 'ground-truth.json'), JSON.stringify(truth));
    fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ baseUrl: base }));
    const hidden = halfLinked.hiddenPairsOf(truth, harness.pageKey);
    // The hash hides two of the four pairs, a → b and c → b (the same on every machine).
    expect([...hidden].sort()).toEqual(['/a.html /b.html', '/c.html /b.html']);

    const stats = halfLinked.writeHalfTree('tiny', site, truth, hidden, harness);
    expect(stats).toEqual({ pages: 2, anchorsUnwrapped: 3, hiddenPairs: 2 });
    const read = (file) => fs.readFileSync(path.join(dir, 'half', file), 'utf8');
    expect(read('b.html')).toBe(pages['b.html']);
    expect(read('c.html')).toBe('<html><body><div class="body"><p>See B.</p></div></body></html>');
    expect(read('index.html')).toBe(pages['index.html']);
    expect(read('robots.txt')).toBe('User-agent: *\nAllow: /\n');
    expect(textOf(read('a.html'))).toBe(textOf(PAGE_A));
    expect(cheerio.load(read('a.html'))('div.body > p a[href="c.html"]').length).toBe(1);

    const truthFile = halfLinked.writeHalfTruth('tiny', truth, hidden, harness.pageKey);
    expect(JSON.parse(fs.readFileSync(truthFile, 'utf8')).links.map((l) => l.anchor)).toEqual([
      'the B page',
      'B',
    ]);
    // Served from a sites folder of its own, as serve.mjs serves an original.
    const servingDir = halfLinked.halfServingDir('tiny');
    expect(fs.readFileSync(path.join(servingDir, 'tiny', 'original', 'b.html'), 'utf8')).toBe(
      read('b.html'),
    );
  });
});

describe('the hidden half', () => {
  it('is chosen pair by pair, not by the source or the target alone', () => {
    const keys = Array.from({ length: 40 }, (_, i) => `/page-${i}.html`);
    const hiddenTargetsOf = (source) =>
      keys.filter((target) => halfLinked.isHiddenPair(`${source} ${target}`)).join(' ');
    // Were it the parity of the two keys, every source would hide one of two sets of targets.
    expect(new Set(keys.map(hiddenTargetsOf)).size).toBe(keys.length);
    const hidden = keys.flatMap((source) =>
      keys.filter((target) => halfLinked.isHiddenPair(`${source} ${target}`)),
    );
    expect(hidden.length / keys.length ** 2).toBeGreaterThan(0.45);
    expect(hidden.length / keys.length ** 2).toBeLessThan(0.55);
  });
});
