import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  jekyllSlugOf,
  postDateOf,
  postHref,
  postUrlOf,
  writeJekyllProject,
} from './book-to-jekyll.mjs';

// The harness's page key: the path, an index.html folded into its folder.
const pageKey = (url) => new URL(url).pathname.replace(/\/index\.html?$/i, '/');
const origin = 'http://127.0.0.1:8208';
const urlOf = new Map([
  ['/tutorial/classes.html', '/2021/10/15/classes.html'],
  ['/howto/logging.html', '/2021/09/27/logging-howto.html'],
]);
const from = `${origin}/tutorial/classes.html`;
const hrefOf = (href) => postHref(href, from, { origin, urlOf, pageKey });

describe('a Jekyll blog made of a documentation site', () => {
  it('names a post as Jekyll slugifies its title and dates one every two days', () => {
    expect(jekyllSlugOf('Classes')).toBe('classes');
    expect(jekyllSlugOf('“Why is Python Installed on my Computer?” FAQ')).toBe(
      'why-is-python-installed-on-my-computer-faq',
    );
    expect(jekyllSlugOf('Brief Tour of the Standard Library — Part II')).toBe(
      'brief-tour-of-the-standard-library-part-ii',
    );
    expect(postDateOf(0)).toBe('2021-08-14');
    expect(postDateOf(9)).toBe('2021-09-01');
    expect(postUrlOf('2021-09-01', 'classes')).toBe('/2021/09/01/classes.html');
  });

  it('points a link at its post, keeps a fragment, and unwraps a page the blog has not', () => {
    expect(hrefOf('../howto/logging.html#logging-levels')).toBe(
      '/2021/09/27/logging-howto.html#logging-levels',
    );
    expect(hrefOf('../howto/logging.html')).toBe('/2021/09/27/logging-howto.html');
    expect(hrefOf('#tut-private')).toBe('#tut-private');
    expect(hrefOf('classes.html')).toBeNull();
    expect(hrefOf('../library/functions.html#print')).toBeNull();
    expect(hrefOf('https://www.python.org/')).toBe('https://www.python.org/');
  });

  it('writes minima, the home page, the About page and each post with Liquid off', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jkblog-'));
    const blog = {
      title: 'Python 3.11 documentation',
      posts: [
        {
          date: '2021-08-14',
          slug: 'classes',
          title: 'Say "Hi"',
          excerpt: 'See modules.',
          html: '<p>See <a href="/2021/08/16/modules.html">modules</a>.</p>\n<p>{{ x }}</p>',
        },
      ],
    };
    writeJekyllProject(dir, blog, {
      siteName: 'Python Field Notes',
      siteUrl: 'http://127.0.0.1:8300',
    });
    const config = fs.readFileSync(path.join(dir, '_config.yml'), 'utf8');
    expect(config).toContain('theme: minima\nplugins:\n  - jekyll-feed\nshow_excerpts: true\n');
    expect(config).toContain('url: "http://127.0.0.1:8300"');
    expect(fs.readFileSync(path.join(dir, '_posts/2021-08-14-classes.html'), 'utf8')).toBe(
      '---\nlayout: post\ntitle: "Say \\"Hi\\""\ndate: 2021-08-14\nexcerpt: "See modules."\n' +
        'render_with_liquid: false\n---\n' +
        '<p>See <a href="/2021/08/16/modules.html">modules</a>.</p>\n<p>{{ x }}</p>\n',
    );
    expect(fs.readFileSync(path.join(dir, 'index.md'), 'utf8')).toBe('---\nlayout: home\n---\n');
    expect(fs.readFileSync(path.join(dir, 'about.md'), 'utf8')).toContain('permalink: /about/');
    fs.rmSync(dir, { recursive: true });
  });
});
