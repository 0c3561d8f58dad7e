import { HELD_WEIGHTS } from './held-weights';
import type { FeatureWeights } from './score-candidate';

/**
 * Log-odds weights of the evidence (see `candidateFeatures`): a logistic regression (L2,
 * each site weighing the same) over the GIMP and Apache manuals pooled, every page's best
 * candidate per target against the links their authors made, then three weights moved to
 * where a regression on each of seven documentation sites alone puts them (`npm run eval`'s
 * sites): a name set as code 3.81 → 2.5 (0 to 1.5 on every site but Apache, whose stripped
 * pages keep the code wrapper of each removed link), topical relevance 0.52 → 3 (1.1 to 5.8
 * on every site) and a target that is mostly links -0.84 → -2 (-1.7 to -3.5); a name written
 * as an identifier (one word no dictionary has) weighs 1, where F1 at a fixed cut-off levels
 * off across eleven sites (it is three to six times as common among authors' links as among
 * the names found on the Git, Python, PostgreSQL and Apache manuals); a code name a page
 * defines (an API reference's class, function or setting, named in code elsewhere) -0.5, a
 * little below a title, where F1 levels off across the eleven sites; a numbered reference
 * ("see chapter 45", `index/numbered-references.ts`) 1: such anchors are the authors' links 83 to
 * 100 % of the time on the three developer sites that refer by number, and F1 levels off
 * across all thirteen between 0 and 2 (their hit rate alone would ask for 2.2); a name of a page
 * the site refers to by number -2: on those three sites such names were the authors' links 1 %,
 * 6 % and 14 % of the time, names of other pages 8 %, 3 % and 43 %, and mean F1 levels off
 * between -1.5 and -3; a subject the source's text is most about (`index/topic-phrases.ts`) -2.5
 * (was -1.2): such suggestions were shown at 0.37 and right 0.13 over the thirteen sites' stripped
 * variants, too sure on each of the seven with twenty or more; at -2.5 mean F1 rose cold and
 * half-linked, and a blog with no links still gets its suggestions (`cold-start-blog.test.ts`).
 * Only general
 * evidence, no vocabulary or markup of any site. `density` stays at -1: a page that names
 * twice as many pages gets each name linked about half as often. A site's own links then
 * recalibrate these scores (`calibrateSite`). A writer's reference to another post and search
 * evidence are set by what they mean (`held-weights.ts`).
 *
 * These weights were chosen while looking at the eval's sites, so `npm run eval` does not score
 * a site with them: it scores each site with weights fitted the same way on the other manuals
 * (`fitPooledWeights`, scripts/eval/loso/; docs/quality.md).
 */
export const RANKING_WEIGHTS: FeatureWeights = {
  bias: -0.76,
  density: -1,
  fromAnchor: -0.27,
  fromSection: -1.73,
  fromTerm: -3.36,
  fromDefinition: -0.5,
  fromTitlePart: 0,
  fromSlug: -1,
  fromTopic: -2.5,
  fromNumber: 1,
  fromReference: HELD_WEIGHTS.fromReference,
  nameOfNumbered: -2,
  rarity: 3.11,
  twoWords: 0.58,
  threeWords: 0.41,
  anchorUses: 0.23,
  caseMatch: 0.82,
  capitalised: 0.27,
  quoted: 0.76,
  code: 2.5,
  identifier: 1,
  relevance: 3,
  sharedName: -0.98,
  orphan: 0.3,
  repeats: 0.21,
  listed: 1.13,
  targetHub: -2,
  neighbourLinks: 2,
  inChrome: 0,
  plainWord: -1,
  numeric: -1.5,
  menuAnchor: -0.75,
  searchQuery: HELD_WEIGHTS.searchQuery,
  strikingTarget: HELD_WEIGHTS.strikingTarget,
};
