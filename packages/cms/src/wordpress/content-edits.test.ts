import { describe, expect, it } from 'vitest';
import { applyEdits } from './content-edits';
import type { LinkEdit } from './content-edits';
import { removeEdit } from './remove-edit';

const target = 'https://blog.example/sourdough-guide/';
const edit = (overrides: Partial<LinkEdit> = {}): LinkEdit => ({
  id: 's1',
  targetUrl: target,
  anchorText: 'sourdough starter',
  context: 'Feed your sourdough starter twice a day.',
  passage: null,
  ...overrides,
});
const link = (words: string, id = 's1') => `<a href="${target}" data-linkloom="${id}">${words}</a>`;

describe('applyEdits', () => {
  it('wraps the occurrence in the suggested sentence, not an earlier one, and nothing else changes', () => {
    const raw = [
      '<!-- wp:paragraph -->',
      '<p>A sourdough starter is flour &amp; water.</p>',
      '<!-- /wp:paragraph -->',
      '',
      '<!-- wp:paragraph {"className":"x"} -->',
      '<p class="x">Feed your <em>sourdough starter</em> twice a day.</p>',
      '<!-- /wp:paragraph -->',
    ].join('\n');
    const { content, outcomes } = applyEdits(raw, [edit()]);
    expect(outcomes).toEqual([{ id: 's1', result: 'written', message: null }]);
    expect(content).toBe(
      raw.replace('<em>sourdough starter</em>', `<em>${link('sourdough starter')}</em>`),
    );
  });

  it('reads classic content (no <p>, curly quotes and entities as WordPress renders them)', () => {
    const raw = 'Intro line.\n\nWe say “feed your sourdough starter” &mdash; twice a day.\n\nEnd.';
    const { content } = applyEdits(raw, [
      edit({ context: 'We say "feed your sourdough starter" - twice a day.' }),
    ]);
    expect(content).toBe(raw.replace('sourdough starter', link('sourdough starter')));
  });

  it('keeps the case of the words in the post', () => {
    const raw = '<p>Feed your Sourdough Starter twice a day.</p>';
    expect(applyEdits(raw, [edit()]).content).toBe(
      `<p>Feed your ${link('Sourdough Starter')} twice a day.</p>`,
    );
  });

  it('never links inside a link, a heading or code, and says so', () => {
    const raw =
      '<h2>Sourdough starter</h2><p><code>sourdough starter</code> and <a href="/x">sourdough starter</a></p>';
    const { content, outcomes } = applyEdits(raw, [edit({ context: '' })]);
    expect(content).toBe(raw);
    expect(outcomes[0]).toMatchObject({
      result: 'needs_review',
      message:
        '“sourdough starter” appears in the post only in a heading, or inside code, or inside a link; Linkloom never writes there, so nothing was written.',
    });
  });

  it('tells a link the author wrote from one Linkloom wrote, anywhere in the post', () => {
    const raw = `<p>Feed your <a href="${target}">sourdough starter</a> twice a day.</p>`;
    expect(applyEdits(raw, [edit()]).outcomes[0]).toMatchObject({
      result: 'linked_by_author',
      message: 'The post already links to this page (“sourdough starter”); nothing was written.',
    });
    const elsewhere = `<p>Feed your sourdough starter twice a day.</p><p>See <a href="/sourdough-guide">the guide</a>.</p>`;
    const { content, outcomes } = applyEdits(elsewhere, [edit()]);
    expect(content).toBe(elsewhere);
    expect(outcomes[0]?.result).toBe('linked_by_author');
  });

  it('reports a changed text for review and writes nothing', () => {
    const raw = '<p>Feed your levain twice a day.</p>';
    const { content, outcomes } = applyEdits(raw, [edit()]);
    expect(content).toBe(raw);
    expect(outcomes[0]).toMatchObject({
      result: 'needs_review',
      message: expect.stringMatching(/no longer in the post/),
    });
  });

  it('refuses words the formatting splits', () => {
    const raw = '<p>Feed your sourdough <strong>starter</strong> twice a day.</p>';
    expect(applyEdits(raw, [edit()]).outcomes[0]).toMatchObject({
      result: 'needs_review',
      message: expect.stringMatching(/split by formatting/),
    });
  });

  it('is idempotent: a second run finds its marker and writes nothing', () => {
    const raw = '<p>Feed your sourdough starter twice a day.</p>';
    const once = applyEdits(raw, [edit()]).content;
    const twice = applyEdits(once, [edit()]);
    expect(twice.content).toBe(once);
    expect(twice.outcomes[0]?.result).toBe('already');
  });

  it('writes several links into one post at once, one per sentence, one per target', () => {
    const raw = '<p>Feed your sourdough starter twice a day. Bake on Sunday.</p>';
    const { content, outcomes } = applyEdits(raw, [
      edit(),
      edit({ id: 's2', anchorText: 'twice', targetUrl: 'https://blog.example/b/' }),
      edit({
        id: 's3',
        anchorText: 'Bake',
        context: 'Bake on Sunday.',
        targetUrl: 'https://blog.example/c/',
      }),
      edit({ id: 's4', anchorText: 'Sunday', context: 'Bake on Sunday.' }),
    ]);
    expect(content).toBe(
      `<p>Feed your ${link('sourdough starter')} twice a day. ` +
        '<a href="https://blog.example/c/" data-linkloom="s3">Bake</a> on Sunday.</p>',
    );
    expect(outcomes.map((outcome) => outcome.result)).toEqual([
      'written',
      'needs_review',
      'written',
      'needs_review',
    ]);
    expect(outcomes[1]?.message).toBe(
      'The sentence of “twice” already has a link; Linkloom adds at most one link per sentence.',
    );
    expect(outcomes[3]?.message).toMatch(/same page in this run; a post links a page once/);
  });

  it('keeps to the website’s limits per post and per paragraph, counting its earlier links', () => {
    const raw = `<p>Feed your ${link('sourdough starter', 's0')} daily. Bake on Sunday.</p><p>Rest the dough.</p><p>Shape it.</p>`;
    const edits = [
      edit({ id: 's1', anchorText: 'Bake', context: 'Bake on Sunday.', targetUrl: `${target}b` }),
      edit({ id: 's2', anchorText: 'dough', context: 'Rest the dough.', targetUrl: `${target}c` }),
      edit({ id: 's3', anchorText: 'Shape', context: 'Shape it.', targetUrl: `${target}d` }),
    ];
    const perParagraph = applyEdits(raw, edits, { maxPerParagraph: 1 }).outcomes;
    expect(perParagraph.map((outcome) => outcome.result)).toEqual([
      'needs_review',
      'written',
      'written',
    ]);
    expect(perParagraph[0]?.message).toMatch(/already has 1 link added by Linkloom, the most/);
    const perPost = applyEdits(raw, edits, { maxPerPost: 2 }).outcomes;
    expect(perPost.map((outcome) => outcome.result)).toEqual([
      'written',
      'needs_review',
      'needs_review',
    ]);
    expect(perPost[1]?.message).toMatch(/already has 2 links added by Linkloom/);
  });

  it('inserts a passage as its own paragraph block after its paragraph, and undo takes it out exactly', () => {
    const raw =
      '<!-- wp:paragraph -->\n<p>Bread needs time.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Last.</p>\n<!-- /wp:paragraph -->';
    const passage = edit({
      context: 'Bread needs time.',
      passage: 'Start with a sourdough starter & patience.',
    });
    const { content } = applyEdits(raw, [passage]);
    expect(content).toContain(
      `<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Start with a ${link('sourdough starter')} &amp; patience.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Last.`,
    );
    expect(removeEdit(content, 's1', { passage: true })).toBe(raw);
  });

  it('undo unwraps that link only', () => {
    const raw = '<p>Feed your sourdough starter twice a day.</p><p>Bake on Sunday.</p>';
    const second = edit({
      id: 's2',
      anchorText: 'Sunday',
      context: 'Bake on Sunday.',
      targetUrl: 'https://blog.example/b/',
    });
    const both = applyEdits(raw, [edit(), second]).content;
    const undone = removeEdit(both, 's1', { passage: false });
    expect(undone).toBe(applyEdits(raw, [second]).content);
    expect(removeEdit(undone ?? '', 's1', { passage: false })).toBeNull();
  });
});
