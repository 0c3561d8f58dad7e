import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './normalize-url';

describe('normalizeUrl', () => {
  it('lower-cases scheme and host and drops the default port and fragment', () => {
    expect(normalizeUrl('HTTPS://Example.COM:443/Path/Page?x=1#top')).toBe(
      'https://example.com/Path/Page?x=1',
    );
    expect(normalizeUrl('http://example.com:80')).toBe('http://example.com/');
    expect(normalizeUrl('http://example.com:8080/a')).toBe('http://example.com:8080/a');
  });

  it('removes tracking parameters and sorts the rest by name', () => {
    expect(
      normalizeUrl('https://example.com/a?utm_source=x&b=2&gclid=1&a=1&fbclid=z&UTM_Medium=m&a=0'),
    ).toBe('https://example.com/a?a=1&a=0&b=2');
    expect(normalizeUrl('https://example.com/a?utm_campaign=x')).toBe('https://example.com/a');
  });

  it('keeps the site’s own percent-encoding', () => {
    expect(normalizeUrl('https://example.com/a?q=hello%20world')).toBe(
      'https://example.com/a?q=hello%20world',
    );
  });

  it('resolves relative URLs against a base', () => {
    expect(normalizeUrl('../b?z=1', 'https://example.com/x/y/page.html')).toBe(
      'https://example.com/x/b?z=1',
    );
  });

  it('returns null for invalid and non-http URLs', () => {
    expect(normalizeUrl('not a url')).toBeNull();
    expect(normalizeUrl('mailto:a@example.com')).toBeNull();
    expect(normalizeUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeUrl('ftp://example.com/file')).toBeNull();
  });
});
