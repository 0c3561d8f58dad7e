import winkNLP from 'wink-nlp';
import type { ItsFunction, WinkMethods } from 'wink-nlp';
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
  // wink-nlp's typings declare `its.lemma` with a signature `out()` does not accept, and
  // `its.span` as giving numbers, not [first, last] token pairs; both work.
  const lemma = engine.its.lemma as unknown as ItsFunction<string>;
  const doc = engine.readDoc(text);
  // Every word's lemma at once: cheaper than asking each phrase for its own.
  const lemmas = doc.tokens().out(lemma);
  const phrases = doc.customEntities();
  const texts = phrases.out();
  const spans = phrases.out(engine.its.span) as unknown as Array<[number, number]>;
  return spans.map(([start, end], position) => ({
    text: texts[position]!,
    key: lemmas
      .slice(start, end + 1)
      .join(' ')
      .toLowerCase(),
    words: end - start + 1,
  }));
}
