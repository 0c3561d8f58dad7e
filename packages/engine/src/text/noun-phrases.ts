import winkNLP from 'wink-nlp';
import type { ItemCustomEntity, ItsFunction, WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export type NounPhrase = {
  /** As written in the text. */
  text: string;
  /** Lower-cased lemmas: the same for "layer masks" and "Layer Mask". */
  key: string;
  words: number;
};

let nlp: WinkMethods | null = null;

// Loading the model takes tens of milliseconds; only passage writing needs it.
function english(): WinkMethods {
  if (!nlp) {
    nlp = winkNLP(model);
    nlp.learnCustomEntities([
      {
        name: 'phrase',
        patterns: [
          '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]',
          '[ADJ|NOUN|PROPN] [NOUN|PROPN]',
          '[NOUN|PROPN]',
        ],
      },
    ]);
  }
  return nlp;
}

/** The noun phrases of an English text (up to three words), in order of appearance. */
export function nounPhrases(text: string): NounPhrase[] {
  const engine = english();
  // wink-nlp's typings declare `its.lemma` with a signature `out()` does not accept; it works.
  const lemma = engine.its.lemma as unknown as ItsFunction<string>;
  const phrases: NounPhrase[] = [];
  engine
    .readDoc(text)
    .customEntities()
    .each((entity: ItemCustomEntity) => {
      const lemmas = entity.tokens().out(lemma);
      phrases.push({
        text: entity.out(),
        key: lemmas.join(' ').toLowerCase(),
        words: lemmas.length,
      });
    });
  return phrases;
}
