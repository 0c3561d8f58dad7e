import { describe, expect, it } from 'vitest';
import { reasonsAfterEdit } from './edited-reasons';

const reasons = [
  '“Making Compost” is the title of “Making Compost”',
  'written with capitals, as a name',
  'both pages are about compost, roses (similarity 0.42)',
  'no other page links to the target yet',
];
const before = { anchorText: 'Making Compost', context: 'Feed them with Making Compost tips.' };

describe('reasonsAfterEdit', () => {
  it('drops what was said of the old anchor, keeps what is said of the pages, and names the edit', () => {
    expect(reasonsAfterEdit(reasons, before, { ...before, anchorText: 'Compost tips' })).toEqual([
      'Edited by hand: “Compost tips” is the link text',
      'both pages are about compost, roses (similarity 0.42)',
      'no other page links to the target yet',
    ]);
  });

  it('keeps the anchor’s origin when only the sentence changed', () => {
    expect(
      reasonsAfterEdit(reasons, before, { ...before, context: 'Read Making Compost first.' }),
    ).toEqual([
      'Edited by hand: the sentence was changed',
      '“Making Compost” is the title of “Making Compost”',
      'both pages are about compost, roses (similarity 0.42)',
      'no other page links to the target yet',
    ]);
  });

  it('leaves the reasons alone when neither changed, and names a second edit once', () => {
    expect(reasonsAfterEdit(reasons, before, before)).toBe(reasons);
    const once = reasonsAfterEdit(reasons, before, { ...before, anchorText: 'Compost tips' });
    const twice = reasonsAfterEdit(
      once,
      { ...before, anchorText: 'Compost tips' },
      { ...before, anchorText: 'compost' },
    );
    expect(twice.filter((reason) => reason.startsWith('Edited by hand'))).toEqual([
      'Edited by hand: “compost” is the link text',
    ]);
  });
});
