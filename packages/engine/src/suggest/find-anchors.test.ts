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

function codeAnchorsIn(name: string, text: string, code: string): string[] {
  const phrases: TargetPhrase[] = [];
  addPhrase(phrases, name, 'definition');
  const table = buildPhraseTable(new Map([[0, phrases]]), new Map());
  const start = text.indexOf(code);
  return findAnchorsInBlock(
    table,
    {
      kind: 'paragraph',
      text,
      links: [],
      code: [{ start, end: start + code.length }],
      section: 0,
    },
    0,
  ).map((found) => found.text);
}

describe('findAnchorsInBlock', () => {
  it('takes a code span for a name only where it is written as the name is', () => {
    const sentence = (code: string) => `Call ${code} on the object to get its label.`;
    expect(codeAnchorsIn('__str__', sentence('str'), 'str')).toEqual([]);
    expect(codeAnchorsIn('User', sentence('user'), 'user')).toEqual([]);
    expect(codeAnchorsIn('check_password', sentence('check_password'), 'check_password')).toEqual([
      'check_password',
    ]);
    expect(codeAnchorsIn('Model', sentence('Models'), 'Models')).toEqual(['Models']);
  });

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

  it('never cuts a name written with capitals out of a longer one', () => {
    expect(anchorsIn('Field Notes', 'Welcome to Django Field Notes, a blog.')).toEqual([]);
    expect(anchorsIn('GitHub', 'The docs are hosted on GitHub Pages for free.')).toEqual([]);
    expect(anchorsIn('Blend', 'Pick the Blend Tool from the box.')).toEqual([]);
    // Names in a list, the first word of a sentence and a possessive make no longer name.
    expect(anchorsIn('Create Server', 'See Create Table, Create Server and more.')).toEqual([
      'Create Server',
    ]);
    expect(anchorsIn('Blend', 'Blend mixes two colours.')).toEqual(['Blend']);
    expect(anchorsIn('Markdown', 'Use Sphinx’s Markdown parser.')).toEqual(['Markdown']);
  });

  it('takes a name an API defines in plain text only as an entry of a "See also" list', () => {
    const defined = (text: string) => {
      const phrases: TargetPhrase[] = [];
      addPhrase(phrases, 'isdiag', 'definition');
      const table = buildPhraseTable(new Map([[0, phrases]]), new Map());
      return findAnchorsInBlock(
        table,
        { kind: 'definition', text, links: [], code: [], section: 0 },
        0,
      ).map((found) => [found.text, found.listed]);
    };
    expect(defined('See also: isbanded, isdiag, istril.')).toEqual([['isdiag', true]]);
    expect(defined('See also: isdiag.')).toEqual([['isdiag', true]]);
    expect(defined('Test whether the matrix is isdiag or not.')).toEqual([]);
    expect(defined('See also: isdiag of a matrix.')).toEqual([]);
  });

  it('keeps a name whose own title has the same break', () => {
    expect(anchorsIn('Step 1. Install it', 'Start with Step 1. Install it, then go on.')).toEqual([
      'Step 1. Install it',
    ]);
  });
});
