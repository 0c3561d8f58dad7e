import { LESS_LIKELY_SOURCE_REQUIRED, linkCalibrationSchema } from '@linkloom/contracts';
import type { LearningSummary, LessLikelySuggestion } from '@linkloom/contracts';
import {
  countDecisions,
  countLessLikely,
  findSiteModel,
  listLessLikelyForSource,
  promoteLessLikely,
} from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { AppError } from '../app-error';
import { requireWebsite } from '../websites/require-website';
import { learningSummaryOf } from './learning-summary';

type LearningServiceDeps = { db: Db };

/**
 * What the website's model rests on and the "less likely" candidates it keeps (issue 51).
 * Every method checks that the website is the owner's first.
 */
export function createLearningService({ db }: LearningServiceDeps) {
  /** @throws AppError NOT_FOUND when the website is not the owner's. */
  async function summary(ownerId: string, websiteId: string): Promise<LearningSummary> {
    const website = await requireWebsite(db, ownerId, websiteId);
    const scope = { ownerId, websiteId };
    const [model, lessLikely, decisionRows] = await Promise.all([
      findSiteModel(db, scope),
      countLessLikely(db, scope),
      countDecisions(db, scope),
    ]);
    const calibration = linkCalibrationSchema.safeParse(website.linkQuality);
    const quality = calibration.success ? calibration.data : null;
    return learningSummaryOf(model, quality, lessLikely, decisionRows);
  }

  /**
   * A page's candidates below the cut-off, best first.
   * @throws AppError NOT_FOUND when the website is not the owner's; VALIDATION_FAILED without
   * a page.
   */
  async function lessLikely(
    ownerId: string,
    websiteId: string,
    sourceUrl: string,
  ): Promise<LessLikelySuggestion[]> {
    await requireWebsite(db, ownerId, websiteId);
    if (sourceUrl.trim() === '') {
      throw new AppError('VALIDATION_FAILED', LESS_LIKELY_SOURCE_REQUIRED);
    }
    const rows = await listLessLikelyForSource(db, { ownerId, websiteId, sourceUrl });
    return rows.map((row) => ({
      uuid: row.id,
      source_url: row.sourceUrl,
      target_url: row.targetUrl,
      anchor_text: row.anchorText,
      context: row.context,
      confidence: row.confidence,
      reasons: row.reasons,
    }));
  }

  /**
   * Moves a less likely candidate into the review list as a pending suggestion: the reviewer
   * gives back the recall a strict cut-off took.
   * @throws AppError NOT_FOUND for another owner's website or an unknown candidate.
   */
  async function restore(ownerId: string, websiteId: string, candidateId: string): Promise<void> {
    await requireWebsite(db, ownerId, websiteId);
    const moved = await promoteLessLikely(db, {
      ownerId,
      websiteId,
      rated: [{ id: candidateId, confidence: null }],
    });
    if (moved === 0) {
      throw new AppError('NOT_FOUND', 'Suggestion not found');
    }
  }

  return { summary, lessLikely, restore };
}

export type LearningService = ReturnType<typeof createLearningService>;
