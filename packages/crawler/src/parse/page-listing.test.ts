import { describe, expect, it } from 'vitest';
import { listingOf } from './page-listing';
import { parseDocument } from './parse-document';

// `textWords`: the words of the page's own text, its lists of posts left out (parsePage's count).
const read = (body: string, textWords = 1000) =>
  listingOf(
    parseDocument(`<!doctype html><html><head><title>t</title></head>${body}</html>`),
    textWords,
  );

const post = (title: string) =>
  `<article><h2><a href="/${title}/">${title}</a></h2><p>An excerpt of ${title}.</p></article>`;

describe('listingOf', () => {
  it('reads a CMS archive, search results and a later page from the body classes', () => {
    expect(read('<body class="archive category category-news"><p>x</p></body>')).toBe('archive');
    expect(read('<body class="archive author author-siteowner"><p>x</p></body>')).toBe('archive');
    expect(read('<body class="search search-results"><p>x</p></body>')).toBe('search');
    expect(read('<body class="home blog paged paged-2"><p>x</p></body>')).toBe('paginated');
    expect(read('<body class="tag-template tag-coffee"><p>x</p></body>')).toBe('archive');
  });

  it('reads a page of several linked articles as a list of them', () => {
    expect(read(`<body><main>${post('a')}${post('b')}${post('c')}</main></body>`)).toBe('archive');
  });

  // Jekyll's minima: no body class, no article; a heading, then the posts, each an item headed
  // by its linked title over an excerpt, and "subscribe via RSS" as the page's whole text.
  const item = (title: string) =>
    `<li><span class="post-meta">Mar 10, 2022</span><h3><a class="post-link" href="/${title}.html">${title}</a></h3>An excerpt of ${title}, longer than the page's own text.</li>`;
  const home = `<body><main><div class="home"><h2>Posts</h2><ul class="post-list">${item('a')}${item('b')}${item('c')}</ul><p>subscribe via RSS</p></div></main></body>`;

  it('reads a page that is mostly a list of posts as a list of them, whatever its markup', () => {
    expect(read(home, 3)).toBe('archive');
    // The same list under a text of its own is that page's.
    expect(read(home, 500)).toBeNull();
  });

  it('keeps a post with a list of more posts under it a post, however short', () => {
    const short = `<body><main><h1>Generic views</h1><p>See the reference.</p><h2>More posts</h2><ul>${item('a')}${item('b')}${item('c')}</ul></main></body>`;
    expect(read(short, 3)).toBeNull();
  });

  it('says nothing of a post, a page or a documentation page', () => {
    expect(
      read(
        '<body class="post-template-default single single-post postid-12"><article><h1>Burr grinders</h1><p>Text.</p></article></body>',
      ),
    ).toBeNull();
    expect(
      read('<body class="page-template-default page page-id-2"><p>About us.</p></body>'),
    ).toBeNull();
    expect(read(`<body><article>${post('a')}${post('b')}${post('c')}</article></body>`)).toBeNull();
    expect(
      read(
        '<body><div role="main"><h1>os.path</h1><p>Common pathname manipulations.</p></div></body>',
      ),
    ).toBeNull();
  });
});
