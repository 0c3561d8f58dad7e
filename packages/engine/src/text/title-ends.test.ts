import { describe, expect, it } from 'vitest';
import { findTitleEnds, withoutTitleEnds } from './title-ends';

describe('the site name in titles', () => {
  it('finds a name in brackets after every page’s own, which no separator sets off', () => {
    const titles = ['Colors', 'Empty Matrices', 'Raising Errors', 'Callbacks'].map(
      (name) => `${name} (GNU Octave (version 7.3.0))`,
    );
    const ends = findTitleEnds([...titles, 'GNU Octave (version 7.3.0)']);
    expect(ends).toEqual({ prefix: '', suffix: '(GNU Octave (version 7.3.0))' });
    expect(titles.map((title) => withoutTitleEnds(title, ends))).toEqual([
      'Colors',
      'Empty Matrices',
      'Raising Errors',
      'Callbacks',
    ]);
  });

  it('finds a leading name set off by punctuation', () => {
    const titles = ['Indexes', 'Views', 'Triggers', 'Backups'].map(
      (name) => `Acme DB: Manual: ${name}`,
    );
    expect(findTitleEnds(titles).prefix).toBe('Acme DB: Manual:');
  });

  it('keeps words that many titles merely share, and titles a name is all of', () => {
    const ends = findTitleEnds([
      'Crop Tool',
      'Blur Tool',
      'Move Tool',
      'How to Crop',
      'How to Blur',
    ]);
    expect(ends).toEqual({ prefix: '', suffix: '' });
    expect(withoutTitleEnds('| Docs', { prefix: '', suffix: '| Docs' })).toBe('| Docs');
  });

  it('needs the name on two in five pages and at least three', () => {
    expect(findTitleEnds(['A | Site', 'B | Site', 'C', 'D', 'E', 'F']).suffix).toBe('');
    expect(findTitleEnds(['A | Site', 'B | Site', 'C | Site', 'D', 'E', 'F']).suffix).toBe(
      '| Site',
    );
  });
});
