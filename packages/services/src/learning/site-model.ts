import type { RejectionReason } from '@linkloom/contracts';
import { findSiteModel, listDecisions } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { developerSitesCalibration, learnFromDecisions } from '@linkloom/engine';
import type { LearntModel, OwnerDecision, SiteCalibration } from '@linkloom/engine';

type DecisionLike = Awaited<ReturnType<typeof listDecisions>>[number];

/**
 * The owner's decisions as the engine learns from them: the last word on each suggestion
 * (an approval undone after publishing, or removed by the owner, counts as a "no"); an anchor
 * edit is kept as data but says nothing of whether the link was wanted.
 */
export function toOwnerDecisions(rows: readonly DecisionLike[]): OwnerDecision[] {
  const last = new Map<string, DecisionLike>();
  let unnamed = 0;
  for (const row of rows) {
    if (row.action === 'edited') {
      continue;
    }
    last.set(row.suggestionId ?? `unnamed-${(unnamed += 1)}`, row);
  }
  return [...last.values()].map((row) => ({
    score: row.score,
    kinds: row.kinds,
    approved: row.action === 'approved',
    reason: (row.reasonCode as RejectionReason | null) ?? null,
    numbered: row.numbered,
  }));
}

/** The prior the decisions update: the last analysis's calibration, else other sites'. */
export function priorOf(stored: unknown): SiteCalibration {
  const prior = stored as SiteCalibration | null;
  return prior && Array.isArray(prior.curve) ? prior : developerSitesCalibration();
}

/**
 * The website's model now: its prior updated with every decision the owner made on it; how
 * many decision rows it learnt from (anchor edits aside), as `countDecisions` counts them; and
 * the stored prior it started from (null before the first analysis).
 */
export async function loadLearntModel(
  db: Db,
  scope: WebsiteScope,
): Promise<{ model: LearntModel; decisionRows: number; prior: unknown }> {
  const [stored, decisions] = await Promise.all([
    findSiteModel(db, scope),
    listDecisions(db, scope),
  ]);
  return {
    model: learnFromDecisions(priorOf(stored?.prior ?? null), toOwnerDecisions(decisions)),
    decisionRows: decisions.filter((row) => row.action !== 'edited').length,
    prior: stored?.prior ?? null,
  };
}
