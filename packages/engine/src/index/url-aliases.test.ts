import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { buildUrlAliases, resolveUrl } from './url-aliases';

describe('resolveUrl', () => {
  const pages = [
    page({ url: 'https://blog.example/', title: 'Home' }),
    page({ url: 'https://blog.example/guide/', title: 'Guide' }),
  ];
  const aliases = buildUrlAliases(pages, [true, true]);

  it('reads a query on a page as a variant of that page', () => {
    expect(resolveUrl(aliases, 'https://blog.example/guide/?lang=en')).toBe(1);
    expect(resolveUrl(aliases, 'https://blog.example/guide')).toBe(1);
  });

  it('never reads a query on the front controller as the home page', () => {
    expect(resolveUrl(aliases, 'https://blog.example/')).toBe(0);
    expect(resolveUrl(aliases, 'https://blog.example/?cat=5')).toBeUndefined();
    expect(resolveUrl(aliases, 'https://blog.example/?p=12')).toBeUndefined();
    expect(resolveUrl(aliases, 'https://blog.example/index.php?page_id=2')).toBeUndefined();
  });
});
