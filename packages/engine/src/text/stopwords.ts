/** The words of English grammar: articles, pronouns, prepositions, auxiliaries. */
const FUNCTION_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words too common to carry a topic on their own (English): grammar, and words of every manual. */
export const STOPWORDS = new Set([
  ...FUNCTION_WORDS,
  ...`use used using see also may must one two new get set make click select open show let like well way page section chapter here following shown example`.split(
    /\s+/,
  ),
]);

export function isStopword(norm: string): boolean {
  return STOPWORDS.has(norm);
}

export function isFunctionWord(norm: string): boolean {
  return FUNCTION_WORDS.has(norm);
}
