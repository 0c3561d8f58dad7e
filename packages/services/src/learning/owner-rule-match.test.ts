import { describe, expect, it } from 'vitest';
import { breaksOwnerRule } from './owner-rule-match';

const link = (sourceUrl: string, targetUrl: string, anchorText = 'Growing Roses') => ({
  sourceUrl,
  targetUrl,
  anchorText,
});

describe('breaksOwnerRule', () => {
  it('bans a phrase as the whole anchor, whatever its case and spacing', () => {
    const rules = [{ kind: 'never_anchor' as const, value: 'click here' }];
    expect(
      breaksOwnerRule(rules, link('https://a.example/x', 'https://a.example/y', ' Click  HERE')),
    ).toBe(true);
    expect(
      breaksOwnerRule(rules, link('https://a.example/x', 'https://a.example/y', 'click here now')),
    ).toBe(false);
  });

  it('bans a page as source or target, by path or full address', () => {
    const byPath = [{ kind: 'never_page' as const, value: '/contact/' }];
    expect(breaksOwnerRule(byPath, link('https://a.example/contact', 'https://a.example/y'))).toBe(
      true,
    );
    expect(breaksOwnerRule(byPath, link('https://a.example/x', 'https://a.example/contact/'))).toBe(
      true,
    );
    const byUrl = [{ kind: 'never_page' as const, value: 'https://a.example/about' }];
    expect(breaksOwnerRule(byUrl, link('https://a.example/x', 'https://a.example/about'))).toBe(
      true,
    );
    expect(breaksOwnerRule(byUrl, link('https://a.example/x', 'https://a.example/about-us'))).toBe(
      false,
    );
  });

  it('keeps links within a folder: a link crossing its edge either way breaks the rule', () => {
    const rules = [{ kind: 'same_folder' as const, value: '/blog/' }];
    expect(
      breaksOwnerRule(rules, link('https://a.example/blog/a', 'https://a.example/blog/b')),
    ).toBe(false);
    expect(
      breaksOwnerRule(rules, link('https://a.example/blog/a', 'https://a.example/shop/b')),
    ).toBe(true);
    expect(
      breaksOwnerRule(rules, link('https://a.example/shop/a', 'https://a.example/blog/b')),
    ).toBe(true);
    expect(
      breaksOwnerRule(rules, link('https://a.example/shop/a', 'https://a.example/shop/b')),
    ).toBe(false);
    expect(
      breaksOwnerRule(rules, link('https://a.example/blogroll', 'https://a.example/blog/b')),
    ).toBe(true);
  });
});
