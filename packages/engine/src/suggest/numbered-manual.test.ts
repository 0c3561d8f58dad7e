import { describe, expect, it } from 'vitest';
import { developerSitesCalibration } from '../calibrate/fallback';
import { confidenceOf } from '../calibrate/site-calibration';
import { buildPhraseTable } from '../index/phrase-table';
import { buildSiteIndex } from '../index/site-index';
import { addPhrase } from '../index/target-phrases';
import type { TargetPhrase } from '../index/target-phrases';
import { numberedManualPages, numberedManualUrl } from '../testing/numbered-manual';
import { findAnchorsInBlock } from './find-anchors';
import { allowedTargetsOf, evidencedCandidates } from './page-candidates';
import { suggestLinks } from './suggest-links';

describe('a manual that refers to its pages by number', () => {
  const index = buildSiteIndex(numberedManualPages);
  const suggest = (slug: string) =>
    suggestLinks(index, numberedManualUrl(slug), { maxSuggestionsPerPage: 8 });

  it('links a cross-reference by number to the page the number heads, and says why', () => {
    const link = suggest('installing').find(
      (found) => found.targetUrl === numberedManualUrl('configuring'),
    )!;
    expect(link.anchorText).toBe('Section 2.1');
    expect(link.context).toContain('read Section 2.1 on the settings file');
    expect(link.reasons[0]).toBe(
      '“Section 2.1” is how this site refers by number to “Chapter 2. Configuring the Server”',
    );
    expect(suggest('configuring').map((found) => found.targetUrl)).toEqual(
      expect.arrayContaining([numberedManualUrl('installing'), numberedManualUrl('logging')]),
    );
  });

  it('reads its confidence off the numbered references of the developer sites, not names', () => {
    const pooled = developerSitesCalibration();
    const link = suggest('installing').find((found) => found.anchorText === 'Section 2.1')!;
    expect(link.confidence).toBe(confidenceOf({ curve: pooled.numberedCurve }, link.score));
    // Where the developer sites number their pages, such a link is theirs nearly every time.
    expect(link.confidence).toBeGreaterThan(0.9);
    expect(link.confidence).toBeGreaterThan(confidenceOf(pooled, link.score));
  });

  it('never takes the start of a longer number, a caption or a version for a reference', () => {
    const logging = numberedManualPages.find((page) => page.url === numberedManualUrl('logging'))!;
    for (const slug of ['installing', 'configuring', 'logging']) {
      for (const link of suggest(slug)) {
        expect(link.anchorText).not.toMatch(/^(Figure|Acme|every)\b/);
        const block = numberedManualPages.find((page) => page.url === link.sourceUrl)!.blocks[
          link.blockIndex!
        ]!;
        expect(block.text.slice(link.end!)).not.toMatch(/^\.\d/);
      }
    }
    const installing = suggest('logging').filter(
      (found) => found.targetUrl === numberedManualUrl('installing'),
    );
    expect(installing.map((found) => found.anchorText)).not.toContain('Section 1.1.4');
    expect(logging.blocks.some((block) => block.text.startsWith('Section 1.1.4'))).toBe(true);
  });

  it('weighs a name of a page the site refers to by number as seldom the authors’ link', () => {
    const logging = index.byUrl.get(numberedManualUrl('logging'))!;
    const candidates = evidencedCandidates(index, logging, allowedTargetsOf(index, logging));
    const byName = candidates.find((found) => found.candidate.text === 'the settings file')!;
    expect(byName.candidate.phrase.origin).toBe('section');
    expect(byName.features.nameOfNumbered).toBe(1);
    expect(byName.reasons).toContain(
      'this site refers to it by number (“Section 2.1”): its links to such pages read as numbers',
    );
    const byNumber = candidates.find((found) => found.candidate.text === 'Section 2.1')!;
    expect(byNumber.features.nameOfNumbered).toBe(0);
  });

  it('keeps a numbered reference numbered where the site also links with it', () => {
    const phrases: TargetPhrase[] = [];
    addPhrase(phrases, 'Chapter 3', 'number');
    const linked = { display: 'chapter 3', norms: phrases[0]!.norms, pages: 4, prosePages: 3 };
    const table = buildPhraseTable(new Map([[0, phrases]]), new Map([[0, [linked]]]));
    expect(table.phrases).toEqual([
      expect.objectContaining({ origin: 'number', anchorUses: 4, proseAnchorUses: 3 }),
    ]);
  });

  it('reads a reference whole: never the start of a longer number', () => {
    const phrases: TargetPhrase[] = [];
    addPhrase(phrases, 'Section 1.1', 'number');
    const table = buildPhraseTable(new Map([[0, phrases]]), new Map());
    const anchorsIn = (text: string) =>
      findAnchorsInBlock(
        table,
        { kind: 'paragraph', text, links: [], code: [], section: 0 },
        0,
      ).map((found) => found.text);
    expect(anchorsIn('The packages are listed in Section 1.1, with their versions.')).toEqual([
      'Section 1.1',
    ]);
    expect(anchorsIn('The packages are listed in section 1.1.')).toEqual(['section 1.1']);
    expect(anchorsIn('The packages are listed in Section 1.1.4 and Section 1 1.')).toEqual([]);
  });
});
