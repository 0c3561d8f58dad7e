import type { LinkSuggestion } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { groupSuggestions } from './group-suggestions';
import { splitAroundAnchor } from './highlight-anchor';
import { anchorSourceLabel, confidenceLabel, suggestionTypeLabel } from './suggestion-labels';

function suggestion(uuid: string, source: string, target: string): LinkSuggestion {
  return {
    uuid,
    status: 'pending',
    suggestion_type: 'contextual_link',
    source_url: source,
    target_url: target,
    source_title: null,
    target_title: null,
    anchor_text: 'x',
    context: 'x',
    generated_passage: null,
    passage_placement: null,
    anchor_source: 'existing_content',
    score: 1,
    confidence: null,
    reasons: [],
    rejection_reason: null,
    target_equity: null,
    estimated_equity_gain: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('groupSuggestions', () => {
  const list = [
    suggestion('1', 'https://a.test/roses', 'https://a.test/tulips'),
    suggestion('2', 'https://a.test/', 'https://a.test/roses'),
    suggestion('3', 'https://a.test/roses', 'https://a.test/compost'),
  ];

  it('groups by source page in the order the pages first appear', () => {
    expect(
      groupSuggestions(list, 'source').map((g) => [g.url, g.suggestions.map((s) => s.uuid)]),
    ).toEqual([
      ['https://a.test/roses', ['1', '3']],
      ['https://a.test/', ['2']],
    ]);
  });

  it('groups by target page', () => {
    expect(groupSuggestions(list, 'target').map((g) => g.url)).toEqual([
      'https://a.test/tulips',
      'https://a.test/roses',
      'https://a.test/compost',
    ]);
  });
});

describe('splitAroundAnchor', () => {
  it('finds the anchor regardless of case and keeps the context as written', () => {
    expect(splitAroundAnchor('Read about Growing Roses today.', 'growing roses')).toEqual({
      before: 'Read about ',
      anchor: 'Growing Roses',
      after: ' today.',
    });
  });

  it('answers null when the anchor is not in the context', () => {
    expect(splitAroundAnchor('Nothing here.', 'Roses')).toBeNull();
    expect(splitAroundAnchor('Anything.', '  ')).toBeNull();
  });
});

describe('labels', () => {
  it('shows the type with spaces and a default', () => {
    expect(suggestionTypeLabel('contextual_link')).toBe('contextual link');
    expect(suggestionTypeLabel('new_passage')).toBe('new passage');
    expect(suggestionTypeLabel('')).toBe('internal link');
    expect(suggestionTypeLabel(null)).toBe('internal link');
  });

  it('names the anchor source as the spec does', () => {
    expect(anchorSourceLabel('existing_content')).toBe('Existing Content');
    expect(anchorSourceLabel('generated_passage')).toBe('Newly Generated');
    expect(anchorSourceLabel('other')).toBe('Traditional Extraction');
  });
});

describe('confidenceLabel', () => {
  it('shows the calibrated confidence as a whole percentage', () => {
    expect(confidenceLabel({ anchor_source: 'existing_content', confidence: 0.714 })).toBe(
      '71% likely',
    );
    expect(confidenceLabel({ anchor_source: 'existing_content', confidence: 0 })).toBe('0% likely');
  });

  it("says 'new passage' for written text, and nothing where there is no figure", () => {
    expect(confidenceLabel({ anchor_source: 'generated_passage', confidence: null })).toBe(
      'new passage',
    );
    expect(confidenceLabel({ anchor_source: 'other', confidence: null })).toBeNull();
  });
});
