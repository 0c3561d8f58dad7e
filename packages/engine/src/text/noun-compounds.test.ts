import { describe, expect, it } from 'vitest';
import { cutsNounPhrase } from './noun-compounds';

const cuts = (text: string, name: string) => cutsNounPhrase(text, text.indexOf(name) + name.length);

describe('cutsNounPhrase', () => {
  it('says a name followed by a noun is half of a longer noun phrase', () => {
    expect(cuts('Scrape the dough off the dough hook halfway.', 'the dough off the dough')).toBe(
      true,
    );
    expect(cuts('Fill the water kettle.', 'water')).toBe(true);
  });

  it('says a name followed by a verb, a stopword or punctuation is whole', () => {
    expect(cuts('Leave the dough until it rises.', 'the dough')).toBe(false);
    expect(cuts('The dough rises slowly.', 'The dough')).toBe(false);
    expect(cuts('The dough needed six hours.', 'The dough')).toBe(false);
    expect(cuts('Knead the dough, then rest it.', 'the dough')).toBe(false);
    expect(cuts('Knead the dough for ten minutes.', 'the dough')).toBe(false);
    expect(cuts('Use Dough Hook Pro daily.', 'Dough')).toBe(false);
  });
});
