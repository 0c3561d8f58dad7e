import { describe, expect, it } from 'vitest';
import { propertyCoversWebsite, propertyKind } from './property-match';

describe('propertyCoversWebsite', () => {
  it('matches a Domain property on the host and its subdomains', () => {
    expect(propertyKind('sc-domain:coffee.test')).toBe('domain');
    expect(propertyCoversWebsite('sc-domain:coffee.test', 'https://www.coffee.test/')).toBe(true);
    expect(propertyCoversWebsite('sc-domain:coffee.test', 'https://coffee.test/blog')).toBe(true);
    expect(propertyCoversWebsite('sc-domain:coffee.test', 'https://notcoffee.test/')).toBe(false);
  });

  it('matches a URL-prefix property on the address it starts', () => {
    expect(propertyKind('https://coffee.test/')).toBe('url-prefix');
    expect(propertyCoversWebsite('https://coffee.test/', 'https://coffee.test/')).toBe(true);
    expect(propertyCoversWebsite('https://coffee.test/blog/', 'https://coffee.test/blog')).toBe(
      true,
    );
    expect(propertyCoversWebsite('http://coffee.test/', 'https://coffee.test/')).toBe(false);
    expect(propertyCoversWebsite('https://coffee.test/shop/', 'https://coffee.test/')).toBe(false);
  });
});
