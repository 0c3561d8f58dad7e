import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '../page-text';
import { linkContextOf } from './teaching-links';

function block(kind: ContentBlock['kind'], text: string, code: ContentBlock['code'] = []) {
  return { kind, text, links: [], code, section: -1 };
}
const linkOf = (text: string, anchor: string) => ({
  start: text.indexOf(anchor),
  end: text.indexOf(anchor) + anchor.length,
});

describe('linkContextOf', () => {
  it('reads a link in a sentence as prose, in a list item as list', () => {
    const sentence = 'Use the crop tool to remove the edges of a picture.';
    expect(linkContextOf(block('paragraph', sentence), linkOf(sentence, 'crop tool'))).toBe(
      'prose',
    );
    expect(linkContextOf(block('list_item', sentence), linkOf(sentence, 'crop tool'))).toBe('list');
  });

  it('reads a syntax rule, a code span and a keyword cell as what they are', () => {
    const rule = 'for_stmt ::= "for" target_list "in" starred_list ":" suite ["else" ":" suite]';
    expect(linkContextOf(block('paragraph', rule), linkOf(rule, 'target_list'))).toBe('code');
    const call = 'Call open(path, mode) to read it.';
    const spans = [{ start: 5, end: 21 }];
    expect(linkContextOf(block('paragraph', call, spans), linkOf(call, 'open'))).toBe('code');
    expect(linkContextOf(block('table_cell', 'ALTER TABLE'), linkOf('ALTER TABLE', 'ALTER'))).toBe(
      'table',
    );
  });

  it('keeps prose with a parenthesis or two as prose', () => {
    const sentence = 'The layer (see the Layers dialog) keeps its mask: nothing is lost.';
    expect(linkContextOf(block('paragraph', sentence), linkOf(sentence, 'Layers dialog'))).toBe(
      'prose',
    );
  });
});
