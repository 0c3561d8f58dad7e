import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize';
import { buildPhraseTable, phrasesAt } from './phrase-table';
import type { TargetPhrase } from './target-phrases';

const title = (display: string): TargetPhrase => ({
  display,
  norms: tokenize(display).map((token) => token.norm),
  origin: 'title',
});

// Pages 0–3 share the first two words of their names, as big sites' titles do.
const table = buildPhraseTable(
  new Map([
    [3, [title('Layer Mask')]],
    [0, [title('Layer Mask Options')]],
    [2, [title('Layer')]],
    [1, [title('Layer Mask')]],
    [4, [title('Mask')]],
  ]),
  new Map(),
);
const keysAt = (text: string, position: number) =>
  phrasesAt(table, tokenize(text), position).map((phrase) => [phrase.key, phrase.target]);

describe('phrasesAt', () => {
  it('gives every name written at a position, longest first, then by target', () => {
    expect(keysAt('Open the Layer Mask Options dialog', 2)).toEqual([
      ['layer mask option', 0],
      ['layer mask', 1],
      ['layer mask', 3],
      ['layer', 2],
    ]);
  });

  it('stops where the text leaves every name, and at the end of the text', () => {
    expect(keysAt('a Layer Masks dialog', 1)).toEqual([
      ['layer mask', 1],
      ['layer mask', 3],
      ['layer', 2],
    ]);
    expect(keysAt('the Layer', 1)).toEqual([['layer', 2]]);
    expect(keysAt('Mask Layer', 0)).toEqual([['mask', 4]]);
    expect(keysAt('no names here', 0)).toEqual([]);
  });
});
