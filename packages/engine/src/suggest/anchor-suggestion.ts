import { confidenceOf } from '../calibrate/site-calibration';
import type { SiteCalibration } from '../calibrate/site-calibration';
import type { SiteIndex } from '../index/site-index';
import type { PageText } from '../page-text';
import { sentenceAround } from '../text/sentences';
import type { LinkSuggestion } from './link-suggestion';
import type { ScoredCandidate } from './score-candidate';

/** A scored anchor in `page`'s prose as the suggestion the review shows, its confidence read off `calibration`. */
export function anchorSuggestion(
  index: SiteIndex,
  page: PageText,
  { candidate, score, relevance }: ScoredCandidate,
  calibration: SiteCalibration,
  { suggestionType, reasons }: Pick<LinkSuggestion, 'suggestionType' | 'reasons'>,
): LinkSuggestion {
  return {
    sourceUrl: page.url,
    targetUrl: index.pages[candidate.phrase.target]!.url,
    kind: 'anchor',
    anchorSource: 'existing_content',
    suggestionType,
    anchorText: candidate.text,
    context: sentenceAround(
      page.blocks[candidate.blockIndex]!.text,
      candidate.start,
      candidate.end,
    ),
    passage: null,
    placement: null,
    passageBrief: null,
    blockIndex: candidate.blockIndex,
    start: candidate.start,
    end: candidate.end,
    score,
    confidence: confidenceOf(
      candidate.phrase.origin === 'number' ? { curve: calibration.numberedCurve } : calibration,
      score,
    ),
    relevance: Math.round(relevance * 1000) / 1000,
    reasons,
  };
}
