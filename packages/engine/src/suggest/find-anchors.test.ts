import { describe, expect, it } from 'vitest';
import { buildPhraseTable } from '../index/phrase-table';
import { addPhrase } from '../index/target-phrases';
import type { TargetPhrase } from '../index/target-phrases';
import { findAnchorsInBlock } from './find-anchors';

function anchorsIn(name: string, text: string): string[] {
  const phrases: TargetPhrase[] = [];
  addPhrase(phrases, name, 'section');
  const table = buildPhraseTable(new Map([[0, phrases]]), new Map());
  return findAnchorsInBlock(
    table,
    { kind: 'paragraph', text, links: [], code: [], section: 0 },
    0,
  ).map((found) => found.text);
}

describe('findAnchorsInBlock', () => {
  it('never runs an anchor across the end of a sentence or clause', () => {
    expect(
      anchorsIn(
        'Install it',
        'Packaging makes a Python package easy for others to install. It can be confusing.',
      ),
    ).toEqual([]);
    expect(anchorsIn('Note the version', 'Note: the version must match.')).toEqual([]);
    expect(anchorsIn('Install it', 'To use the app, install it with pip.')).toEqual(['install it']);
  });

  it('keeps a name whose own title has the same break', () => {
    expect(anchorsIn('Step 1. Install it', 'Start with Step 1. Install it, then go on.')).toEqual([
      'Step 1. Install it',
    ]);
  });
});
