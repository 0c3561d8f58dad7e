import { describe, expect, it } from 'vitest';
import { evidenceKindsOf } from './evidence-kinds';

describe('evidenceKindsOf', () => {
  it('reads the anchor origin and the signs from the engine reasons', () => {
    const reasons = [
      '“Layers Dialog” names a section of “Dialogs”',
      'written with capitals, as a name',
      'both pages are about layers, masks (similarity 0.41)',
      '3 of the 5 most similar pages link to it',
      'no other page links to the target yet',
    ];
    expect(evidenceKindsOf(reasons)).toEqual([
      'capitals',
      'neighbours_link',
      'orphan_target',
      'section',
      'similar_pages',
    ]);
  });

  it('tells a title from a part of a title and a numbered reference', () => {
    expect(evidenceKindsOf(['“Crop” is the title of “Crop”'])).toEqual(['title']);
    expect(
      evidenceKindsOf(['“Burr Grinders” is part of the title of “Burr Grinders vs Blade”']),
    ).toEqual(['title_part']);
    expect(
      evidenceKindsOf(['“chapter 45” is how this site refers by number to “Rewrite”']),
    ).toEqual(['number']);
  });

  it('gives a written passage, whose reasons name no origin, no origin kind', () => {
    expect(evidenceKindsOf(['a short passage links the two closely related pages'])).toEqual([]);
  });
});
