import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { isCopyOf } from './page-copies';

const text = ['Zsh is a shell designed for interactive use.', 'It has many features.'];
const home = page({ url: 'https://x.example/', title: 'Introduction', paragraphs: text });

describe('isCopyOf', () => {
  it('says `/` and `/introduction.html` serving the same title and text are one page', () => {
    const copy = page({
      url: 'https://x.example/introduction.html',
      title: 'Introduction',
      paragraphs: text,
    });
    expect(isCopyOf(home, copy)).toBe(true);
  });

  it('says a page whose canonical is the other is one page with it', () => {
    const alias = page({
      url: 'https://x.example/start/',
      title: 'Start here',
      overrides: { canonical: 'https://x.example/' },
    });
    expect(isCopyOf(home, alias)).toBe(true);
    expect(isCopyOf(alias, home)).toBe(true);
  });

  it('keeps apart pages with other text, and pages with no text at all', () => {
    const other = page({
      url: 'https://x.example/faq.html',
      title: 'Introduction',
      paragraphs: ['Other.'],
    });
    expect(isCopyOf(home, other)).toBe(false);
    const empty = (url: string) => page({ url, title: 'Untitled' });
    expect(isCopyOf(empty('https://x.example/a'), empty('https://x.example/b'))).toBe(false);
  });
});
