import { candidateNeighbours } from '../index/neighbours';
import { pageSimilarity } from '../index/site-index';
import type { SiteIndex } from '../index/site-index';
import type { PageText } from '../page-text';
import { cleanPhrase, splitTitle } from '../text/phrase-text';
import { tokenize } from '../text/tokenize';
import type { LinkSuggestion } from './link-suggestion';
import { validatePassage, writeTemplatePassage } from './passage-writer';
import type { PassageWriter } from './passage-writer';
import { sharedTopics } from './passage-topic';
import { sharedTerms } from './score-candidate';

export type PassageOptions = {
  minSimilarity: number | undefined;
  writer: PassageWriter | undefined;
  isAllowed: (target: number) => boolean;
  /** Pages to prefer when similar enough (the source's topic cluster's, say). */
  preferred?: ReadonlySet<number>;
};

export const DEFAULT_PASSAGE_MIN_SIMILARITY = 0.8;
const MIN_PARAGRAPH_WORDS = 8;

function mostSimilarTarget(index: SiteIndex, source: number, options: PassageOptions) {
  const minSimilarity = options.minSimilarity ?? DEFAULT_PASSAGE_MIN_SIMILARITY;
  const neighbours = candidateNeighbours(index, source);
  const preferred = options.preferred ?? new Set<number>();
  let best: { target: number; similarity: number; isPreferred: boolean } | null = null;
  for (const target of new Set([...preferred, ...neighbours])) {
    if (!options.isAllowed(target)) {
      continue;
    }
    const similarity = pageSimilarity(index, source, target);
    const isPreferred = preferred.has(target);
    const isBetter =
      !best ||
      (isPreferred && !best.isPreferred) ||
      (isPreferred === best.isPreferred && similarity > best.similarity);
    if (similarity >= minSimilarity && isBetter) {
      best = { target, similarity, isPreferred };
    }
  }
  return best;
}

/** The prose paragraph that shares the most of the target's weighted terms. */
function mostRelatedBlock(page: PageText, targetTerms: Map<string, number>): number | null {
  let best: { block: number; overlap: number } | null = null;
  page.blocks.forEach((block, blockIndex) => {
    const tokens = tokenize(block.text);
    if (tokens.length < MIN_PARAGRAPH_WORDS || block.kind === 'table_cell') {
      return;
    }
    const overlap = tokens.reduce((sum, token) => sum + (targetTerms.get(token.norm) ?? 0), 0);
    if (!best || overlap > best.overlap) {
      best = { block: blockIndex, overlap };
    }
  });
  return best === null ? null : (best as { block: number }).block;
}

/** The page's own name: its title less the site's name, else its main heading, else its URL. */
function nameOf(index: SiteIndex, position: number): string {
  const own = index.ownPhrases.get(position)?.find((phrase) => phrase.origin === 'title');
  if (own) {
    return own.display;
  }
  const page = index.pages[position]!;
  const [first] = splitTitle(page.title);
  const heading = page.headings[0] ? cleanPhrase(page.headings[0].text) : '';
  return first ?? (heading || page.url);
}

function firstSentence(page: PageText): string {
  const text = page.blocks.find((block) => tokenize(block.text).length >= MIN_PARAGRAPH_WORDS);
  return text?.text.split(/(?<=[.!?])\s/)[0]?.slice(0, 300) ?? '';
}

/**
 * A passage for the page most similar to the source among those it may still link to,
 * when one is similar enough: written by `writer` (validated), else by the template
 * writer, placed after the source paragraph closest to the target's topic.
 */
export function suggestPassage(
  index: SiteIndex,
  source: number,
  options: PassageOptions,
): LinkSuggestion | null {
  const best = mostSimilarTarget(index, source, options);
  const page = index.pages[source]!;
  const blockIndex = best ? mostRelatedBlock(page, index.vectors[best.target]!) : null;
  if (!best || blockIndex === null) {
    return null;
  }
  const target = index.pages[best.target]!;
  const shared = sharedTerms(index, source, best.target);
  const anchorText = nameOf(index, best.target);
  const sourceTitle = nameOf(index, source);
  const brief = {
    sourceTitle,
    targetTitle: target.title,
    anchorText,
    sharedTopics: sharedTopics({ page, name: sourceTitle }, { page: target, name: anchorText }),
    precedingParagraph: page.blocks[blockIndex]!.text,
    targetSummary: firstSentence(target),
  };
  const written = options.writer?.(brief);
  const passage =
    written && validatePassage(written, brief.anchorText) ? written : writeTemplatePassage(brief);
  if (!passage || !validatePassage(passage, brief.anchorText)) {
    return null;
  }
  const opening = brief.precedingParagraph.split(/\s+/).slice(0, 6).join(' ');
  return {
    sourceUrl: page.url,
    targetUrl: target.url,
    kind: 'passage',
    anchorSource: 'generated_passage',
    suggestionType: 'new_passage',
    anchorText: brief.anchorText,
    context: brief.precedingParagraph.slice(0, 300),
    passage,
    placement: `After the paragraph beginning “${opening}…”`,
    passageBrief: brief,
    blockIndex,
    start: null,
    end: null,
    score: Math.round(best.similarity * 1000) / 1000,
    confidence: null,
    relevance: Math.round(best.similarity * 1000) / 1000,
    reasons: [
      `the pages are closely related (similarity ${best.similarity.toFixed(2)}), sharing ${shared.join(', ') || 'their main terms'}`,
      'no sentence of this page names the target, so a short passage carries the link',
    ],
  };
}
