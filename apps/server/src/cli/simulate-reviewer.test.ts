import { developerSitesCalibration } from '@linkloom/engine';
import type { LinkSuggestion } from '@linkloom/engine';
import { describe, expect, it } from 'vitest';
import { pageKeyOf, simulateReviewer } from './simulate-reviewer';

const SITE = 'http://127.0.0.1:8201';

function anchor(source: string, target: string, text: string, score: number, origin: string) {
  return {
    sourceUrl: `${SITE}/${source}`,
    targetUrl: `${SITE}/${target}`,
    kind: 'anchor',
    anchorSource: 'existing_content',
    suggestionType: 'contextual_link',
    anchorText: text,
    context: `… ${text} …`,
    passage: null,
    placement: null,
    passageBrief: null,
    blockIndex: 0,
    start: 0,
    end: text.length,
    score,
    confidence: 0.5,
    relevance: 0.3,
    reasons: [`“${text}” ${origin} “${target}”`],
  } satisfies LinkSuggestion;
}

describe('simulateReviewer', () => {
  it('folds index.html as the harness does', () => {
    expect(pageKeyOf(`${SITE}/guide/index.html`)).toBe('/guide/');
    expect(pageKeyOf(`${SITE}/a%20b.html`)).toBe('/a b.html');
  });

  it('decides by source page, best first, and answers from the ground truth with a reason', () => {
    const calibration = developerSitesCalibration();
    const high = calibration.cutoff + 0.2;
    const pending = [
      anchor('b.html', 'x.html', 'Crop', high, 'is the title of'),
      anchor('a.html', 'y.html', 'Layers', high - 0.1, 'is the title of'),
      anchor('a.html', 'x.html', 'the crop tool', high, 'names a section of'),
    ];
    const truth = [
      { source: `${SITE}/a.html`, target: `${SITE}/x.html`, anchor: 'crop tool' },
      { source: `${SITE}/c.html`, target: `${SITE}/y.html`, anchor: 'layers' },
    ];
    const [step] = simulateReviewer({ calibration, pending, lessLikely: [], truth, steps: [3] });
    expect(step!.decided).toEqual([
      { source: '/a.html', target: '/x.html', approved: true, reason: null },
      { source: '/a.html', target: '/y.html', approved: false, reason: 'wrong_page' },
      { source: '/b.html', target: '/x.html', approved: false, reason: 'generic_words' },
    ]);
    expect(step!.coldRest).toEqual([]);
    expect(step!.model.basisText).toBe('learnt from your 3 decisions');
  });

  it('hides the rest of a kind the reviewer kept rejecting and keeps the others', () => {
    const calibration = developerSitesCalibration();
    const score = calibration.cutoff + 0.02;
    const sections = Array.from({ length: 40 }, (_, i) =>
      anchor(
        `p${String(i).padStart(2, '0')}.html`,
        `t${i}.html`,
        `part ${i}`,
        score,
        'names a section of',
      ),
    );
    // A title on every other page of the first 20: the reviewer meets both kinds.
    const titles = Array.from({ length: 20 }, (_, i) =>
      anchor(
        `p${String(i).padStart(2, '0')}b.html`,
        `u${i}.html`,
        `Title ${i}`,
        score,
        'is the title of',
      ),
    );
    const truth = titles.map((t) => ({
      source: t.sourceUrl,
      target: t.targetUrl,
      anchor: t.anchorText,
    }));
    const [, step] = simulateReviewer({
      calibration,
      pending: [...sections, ...titles],
      lessLikely: [],
      truth,
      steps: [0, 25],
    });
    // Decided: p00, p00b, … p11b, p12: 12 titles approved, 13 sections rejected.
    expect(step!.approvals).toBe(12);
    expect(step!.model.kindShifts.section).toBeLessThan(-0.5);
    expect(step!.rest.map((s) => s.anchorText)).toEqual(titles.slice(12).map((t) => t.anchorText));
    expect(step!.demoted).toBe(27);
  });
});
