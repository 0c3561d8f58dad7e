import { describe, expect, it } from 'vitest';
import { createSameSiteTest, looksLikeHtmlUrl } from './site-scope';

describe('createSameSiteTest', () => {
  const isSameSite = createSameSiteTest('https://example.com/');

  it('treats www and either scheme as the same site, subdomains and other ports as others', () => {
    expect(isSameSite('http://www.example.com/a')).toBe(true);
    expect(isSameSite('https://EXAMPLE.com/b')).toBe(true);
    expect(isSameSite('https://blog.example.com/')).toBe(false);
    expect(isSameSite('https://example.com:8443/')).toBe(false);
    expect(isSameSite('https://example.org/')).toBe(false);
    expect(isSameSite('not a url')).toBe(false);
  });
});

describe('looksLikeHtmlUrl', () => {
  it('drops documents, images and other files, keeps pages', () => {
    expect(looksLikeHtmlUrl('https://a.example/guide.PDF')).toBe(false);
    expect(looksLikeHtmlUrl('https://a.example/img/photo.webp?w=200')).toBe(false);
    expect(looksLikeHtmlUrl('https://a.example/feed.xml')).toBe(false);
    expect(looksLikeHtmlUrl('https://a.example/')).toBe(true);
    expect(looksLikeHtmlUrl('https://a.example/post.html')).toBe(true);
    expect(looksLikeHtmlUrl('https://a.example/index.php?p=1')).toBe(true);
    expect(looksLikeHtmlUrl('https://a.example/v1.2/intro')).toBe(true);
    expect(looksLikeHtmlUrl('https://a.example/.well-known')).toBe(true);
  });
});
