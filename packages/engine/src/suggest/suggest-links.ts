import { comparableUrl, linkedUrls } from '../index/eligibility';
import { pairKey } from '../index/site-index';
import type { SiteIndex } from '../index/site-index';
import { cosine } from '../index/term-vectors';
import type { PageText } from '../page-text';
import { sentenceAround } from '../text/sentences';
import { findAnchorsInBlock } from './find-anchors';
import type { AnchorCandidate } from './find-anchors';
import { writePassage } from './passages';

export type LinkSuggestion = {
  sourceUrl: string;
  targetUrl: string;
  kind: 'anchor' | 'passage';
  anchorText: string;
  context: string;
  passage: string | null;
  placement: string | null;
  blockIndex: number;
  start: number | null;
  end: number | null;
  score: number;
  reasons: string[];
};

export type SuggestOptions = {
  maxSuggestionsPerPage: number;
  /** Suggestions scoring below this are dropped; higher is stricter. */
  minScore?: number;
  /** Whether to write passages for closely related pages the text never names. */
  passages?: boolean;
  /** How similar (cosine of TF-IDF terms) a page must be to earn a written passage. */
  passageMinSimilarity?: number;
};

const DEFAULT_MIN_SCORE = 0.85;
const DEFAULT_PASSAGE_MIN_SIMILARITY = 0.5;

type Scored = { candidate: AnchorCandidate; score: number; relevance: number; reasons: string[] };

function sharedTerms(index: SiteIndex, source: number, target: number): string[] {
  const sourceVector = index.vectors[source]!;
  return [...index.vectors[target]!.keys()].filter((term) => sourceVector.has(term)).slice(0, 3);
}

function scoreCandidate(index: SiteIndex, source: number, candidate: AnchorCandidate): Scored {
  const { phrase } = candidate;
  const words = phrase.norms.length;
  const maxIdf = Math.log((index.pages.length + 1) / 0.5) || 1;
  const specificity =
    phrase.norms.reduce((sum, norm) => sum + (index.idf.get(norm) ?? maxIdf), 0) / words / maxIdf;
  const relevance = cosine(index.vectors[source]!, index.vectors[phrase.target]!);
  const owners = index.phraseOwners.get(phrase.norms.join(' ')) ?? 1;
  const title = index.pages[phrase.target]!.title;
  const reasons = [`“${candidate.text}” is the name of the page “${title}”`];
  let score = words === 1 ? 0.2 : words === 2 ? 0.45 : 0.6;
  if (candidate.caseMatch) {
    score += 0.35;
    reasons.push('written with the page name’s own capitals');
  }
  if (candidate.quoted) {
    score += 0.45;
    reasons.push('set in quotation marks, as a reference');
  }
  score += 0.3 * specificity + 0.8 * relevance;
  const shared = sharedTerms(index, source, phrase.target);
  if (relevance >= 0.1 && shared.length > 0) {
    reasons.push(`both pages are about ${shared.join(', ')} (similarity ${relevance.toFixed(2)})`);
  }
  if (phrase.origin === 'heading') {
    score -= 0.05;
  }
  if (owners > 1) {
    score *= 0.75;
  }
  return { candidate, score: Math.round(score * 1000) / 1000, relevance, reasons };
}

function isPlausible({ candidate, relevance }: Scored): boolean {
  // A lone everyday word is a link only with evidence beyond the word itself.
  return (
    candidate.phrase.norms.length > 1 || candidate.caseMatch || candidate.quoted || relevance >= 0.2
  );
}

/**
 * The best internal links to add to one page, at most `maxSuggestionsPerPage`, best
 * first: anchors that already exist verbatim in its prose, then (optionally) written
 * passages for closely related pages it never names. Never a self link, a link the
 * page already has, an excluded pair, a target that cannot be linked, or an anchor in
 * a heading, an existing link or code. Ties break on URL so output is deterministic.
 */
export function suggestLinks(
  index: SiteIndex,
  sourceUrl: string,
  options: SuggestOptions,
): LinkSuggestion[] {
  const source = index.byUrl.get(comparableUrl(sourceUrl));
  if (source === undefined) {
    return [];
  }
  const page = index.pages[source]!;
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  const alreadyLinked = linkedUrls(page);
  const isAllowed = (target: number) => {
    const targetUrl = index.pages[target]!.url;
    return (
      target !== source &&
      index.linkable[target] === true &&
      !alreadyLinked.has(comparableUrl(targetUrl)) &&
      !index.excluded.has(pairKey(page.url, targetUrl))
    );
  };

  const scored = page.blocks
    .flatMap((block, blockIndex) => findAnchorsInBlock(index, block, blockIndex))
    .filter((candidate) => isAllowed(candidate.phrase.target))
    .map((candidate) => scoreCandidate(index, source, candidate))
    .filter((entry) => entry.score >= minScore && isPlausible(entry))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.blockIndex - b.candidate.blockIndex ||
        a.candidate.start - b.candidate.start ||
        index.pages[a.candidate.phrase.target]!.url.localeCompare(
          index.pages[b.candidate.phrase.target]!.url,
        ),
    );

  const chosen: LinkSuggestion[] = [];
  const usedTargets = new Set<number>();
  const usedSpans: Array<{ blockIndex: number; start: number; end: number }> = [];
  for (const { candidate, score, reasons } of scored) {
    if (chosen.length >= options.maxSuggestionsPerPage) {
      break;
    }
    const clash = usedSpans.some(
      (span) =>
        span.blockIndex === candidate.blockIndex &&
        candidate.start < span.end &&
        candidate.end > span.start,
    );
    if (usedTargets.has(candidate.phrase.target) || clash) {
      continue;
    }
    usedTargets.add(candidate.phrase.target);
    usedSpans.push(candidate);
    const text = page.blocks[candidate.blockIndex]!.text;
    chosen.push({
      sourceUrl: page.url,
      targetUrl: index.pages[candidate.phrase.target]!.url,
      kind: 'anchor',
      anchorText: candidate.text,
      context: sentenceAround(text, candidate.start, candidate.end),
      passage: null,
      placement: null,
      blockIndex: candidate.blockIndex,
      start: candidate.start,
      end: candidate.end,
      score,
      reasons,
    });
  }

  if (options.passages && chosen.length < options.maxSuggestionsPerPage) {
    const minSimilarity = options.passageMinSimilarity ?? DEFAULT_PASSAGE_MIN_SIMILARITY;
    const passage = suggestPassage(
      index,
      source,
      page,
      minSimilarity,
      (target) => isAllowed(target) && !usedTargets.has(target),
    );
    if (passage) {
      chosen.push(passage);
    }
  }
  return chosen;
}

function suggestPassage(
  index: SiteIndex,
  source: number,
  page: PageText,
  minSimilarity: number,
  isAllowed: (target: number) => boolean,
): LinkSuggestion | null {
  const sourceVector = index.vectors[source]!;
  const neighbours = new Set<number>();
  for (const term of [...sourceVector.keys()].slice(0, 8)) {
    for (const target of index.pagesByTerm.get(term) ?? []) {
      neighbours.add(target);
    }
  }
  let best: { target: number; similarity: number } | null = null;
  for (const target of [...neighbours].sort((a, b) => a - b)) {
    if (!isAllowed(target)) {
      continue;
    }
    const similarity = cosine(sourceVector, index.vectors[target]!);
    if (similarity >= minSimilarity && (!best || similarity > best.similarity)) {
      best = { target, similarity };
    }
  }
  if (!best || page.blocks.length === 0) {
    return null;
  }
  return writePassage(
    index,
    page,
    best.target,
    best.similarity,
    sharedTerms(index, source, best.target),
  );
}
