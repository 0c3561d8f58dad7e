import { describe, expect, it } from 'vitest';
import { listingOf } from './page-listing';
import { parseDocument } from './parse-document';

const read = (body: string) =>
  listingOf(parseDocument(`<!doctype html><html><head><title>t</title></head>${body}</html>`));

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
