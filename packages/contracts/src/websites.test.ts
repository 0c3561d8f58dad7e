import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { createWebsiteBodySchema } from './websites';

describe('createWebsiteBodySchema', () => {
  it('adds https:// to an address typed without a scheme', () => {
    expect(createWebsiteBodySchema.parse({ name: 'Blog', url: ' example.com/blog ' }).url).toBe(
      'https://example.com/blog',
    );
    expect(createWebsiteBodySchema.parse({ name: 'Blog', url: 'http://example.com' }).url).toBe(
      'http://example.com',
    );
  });

  it('still refuses what is no web address', () => {
    const spaced = createWebsiteBodySchema.safeParse({ name: 'Blog', url: 'not a url' });
    expect(spaced.error?.issues[0]?.message).toBe(MESSAGES.urlInvalid);
    const ftp = createWebsiteBodySchema.safeParse({ name: 'Blog', url: 'ftp://example.com' });
    expect(ftp.error?.issues[0]?.message).toBe(MESSAGES.urlScheme);
  });
});
