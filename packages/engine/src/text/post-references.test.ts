import { describe, expect, it } from 'vitest';
import { findPostReferences } from './post-references';

const refs = (text: string) =>
  findPostReferences(text).map((ref) => ({ text: ref.text, subject: ref.subject }));

describe('findPostReferences', () => {
  it('finds "my post about X" and "my guide to X", the subject cut where the sentence goes on', () => {
    expect(refs('I explain why in my post about hydration.')).toEqual([
      { text: 'my post about hydration', subject: 'hydration' },
    ]);
    expect(refs('If unsure, my guide to flour types goes through them.')).toEqual([
      { text: 'my guide to flour types', subject: 'flour types' },
    ]);
    expect(refs('See my guide to keeping a starter for the ratio.')).toEqual([
      { text: 'my guide to keeping a starter', subject: 'keeping a starter' },
    ]);
  });

  it('finds a separate or earlier post of the writer, not any post', () => {
    expect(refs('I wrote a separate post about scoring if you are new to it.')).toEqual([
      { text: 'a separate post about scoring', subject: 'scoring' },
    ]);
    expect(refs('This is a post about scoring.')).toEqual([]);
    expect(refs('Read the guide to the galaxy.')).toEqual([]);
  });

  it('finds "I wrote about X" without what follows the subject', () => {
    expect(refs('I wrote about hydration last spring, and wet doughs are why.')).toEqual([
      { text: 'I wrote about hydration', subject: 'hydration' },
    ]);
    expect(refs('a cousin of brioche (I wrote about brioche buns last summer)')).toEqual([
      { text: 'I wrote about brioche buns', subject: 'brioche buns' },
    ]);
    expect(refs("I've written a whole post about the tangzhong trick.")).toEqual([
      { text: 'a whole post about the tangzhong trick', subject: 'tangzhong trick' },
    ]);
  });

  it('finds "my X post" but not "my first post"', () => {
    expect(refs('brush them with the wash from my challah post before the seeds')).toEqual([
      { text: 'my challah post', subject: 'challah' },
    ]);
    expect(refs('It works as my Dutch oven post describes.')).toEqual([
      { text: 'my Dutch oven post', subject: 'Dutch oven' },
    ]);
    expect(refs('This was my first post and my favourite recipe.')).toEqual([]);
  });

  it('reads "after my post about dense sourdough" once', () => {
    expect(refs('I wrote this after my post about dense sourdough, because')).toEqual([
      { text: 'my post about dense sourdough', subject: 'dense sourdough' },
    ]);
  });
});
