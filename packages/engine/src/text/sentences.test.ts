import { describe, expect, it } from 'vitest';
import { sentenceAround } from './sentences';

const around = (text: string, anchor: string) => {
  const start = text.indexOf(anchor);
  return sentenceAround(text, start, start + anchor.length);
};

describe('sentenceAround', () => {
  it('gives the sentence the anchor is in', () => {
    expect(
      around('Install it first. The Field Notes cover setup. Then go on.', 'Field Notes'),
    ).toBe('The Field Notes cover setup.');
  });

  it('never ends a sentence at the point of a version or a dotted name', () => {
    expect(
      around(
        'These notes follow Python 3.11 and use os.path throughout the Field Notes. Read on.',
        'Python',
      ),
    ).toBe('These notes follow Python 3.11 and use os.path throughout the Field Notes.');
  });

  it('keeps the quote or bracket that closes on the last sentence', () => {
    expect(around('See the “Field Notes.” It helps.', 'Field Notes')).toBe(
      'See the “Field Notes.”',
    );
    expect(around('Nothing ends this Field Notes line', 'Field Notes')).toBe(
      'Nothing ends this Field Notes line',
    );
  });
});
