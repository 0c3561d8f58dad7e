import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { headingLevelOf } from './heading-lines';

function levelOf(body: string): number | null {
  const { document } = parseHTML(`<html><body><h1>News</h1>${body}</body></html>`);
  return headingLevelOf(document.querySelector('#line')!);
}

describe('headingLevelOf', () => {
  it('reads h1–h6 by their tag', () => {
    expect(levelOf('<h3 id="line">Options</h3>')).toBe(3);
  });

  it('reads a short line ending with ":" over a list as a heading', () => {
    expect(
      levelOf('<p id="line">Changes in version 3.34.0 (2020-12-01):</p><ul><li>Fix</li></ul>'),
    ).toBe(6);
  });

  it('reads a bold line ending with ":" or over a list as a heading', () => {
    expect(levelOf('<p id="line"><strong>Ingredients:</strong></p><p>Flour.</p>')).toBe(6);
    expect(levelOf('<p id="line"><b>What you need</b></p><ol><li>Flour</li></ol>')).toBe(6);
  });

  it('keeps prose: one mark only, a long line, or a sentence over a list', () => {
    expect(levelOf('<p id="line">You will need:</p><p>Flour and water.</p>')).toBeNull();
    expect(
      levelOf('<p id="line">A <em>word</em> is defined as:</p><ul><li>x</li></ul>'),
    ).toBeNull();
    expect(levelOf('<p id="line"><strong>Note</strong> that this is prose.</p>')).toBeNull();
    const long = 'This sentence runs on for a good many words before it finally ends with a colon:';
    expect(levelOf(`<p id="line">${long}</p><ul><li>x</li></ul>`)).toBeNull();
  });
});
