import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { processingJobs } from '../schema/processing-jobs';
import { assertOwnsWebsite } from '../tenant-scope';

export type ProcessingJobRow = typeof processingJobs.$inferSelect;
type NewProcessingJob = typeof processingJobs.$inferInsert;
export type ProcessingJobPatch = Partial<
  Omit<NewProcessingJob, 'id' | 'ownerId' | 'websiteId' | 'idempotencyKey'>
>;

/** Creates a job on the owner's website (the job names both). */
export async function insertProcessingJob(
  db: Db,
  job: NewProcessingJob,
): Promise<ProcessingJobRow> {
  await assertOwnsWebsite(db, job);
  const [row] = await db.insert(processingJobs).values(job).returning();
  return row!;
}

/** The owner's job made with this idempotency key, if any. */
export async function findProcessingJobByKey(
  db: Db,
  { ownerId, idempotencyKey }: { ownerId: string; idempotencyKey: string },
) {
  const [row] = await db
    .select()
    .from(processingJobs)
    .where(
      and(eq(processingJobs.ownerId, ownerId), eq(processingJobs.idempotencyKey, idempotencyKey)),
    );
  return row ?? null;
}

/** The owner's job on this website: the given one, or the latest. */
export async function findProcessingJob(
  db: Db,
  { ownerId, websiteId, jobId }: { ownerId: string; websiteId: string; jobId?: string },
) {
  const conditions = [eq(processingJobs.ownerId, ownerId), eq(processingJobs.websiteId, websiteId)];
  if (jobId) {
    conditions.push(eq(processingJobs.id, jobId));
  }
  const [row] = await db
    .select()
    .from(processingJobs)
    .where(and(...conditions))
    .orderBy(desc(processingJobs.createdAt))
    .limit(1);
  return row ?? null;
}

/** Moves the owner's job on (stage, progress, result). */
export async function updateProcessingJob(
  db: Db,
  { ownerId, jobId, patch }: { ownerId: string; jobId: string; patch: ProcessingJobPatch },
): Promise<void> {
  await db
    .update(processingJobs)
    .set(patch)
    .where(and(eq(processingJobs.id, jobId), eq(processingJobs.ownerId, ownerId)));
}

/**
 * Credits held by the owner's runs still in progress (made since `since`): reserved, not yet
 * charged nor given back, which happens when the run ends.
 */
export async function sumCreditsReservedInRuns(
  db: Db,
  { ownerId, since }: { ownerId: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({
      reserved: sql<number>`coalesce(sum(${processingJobs.creditsConsumed} - ${processingJobs.creditsRefunded}), 0)::int`,
    })
    .from(processingJobs)
    .where(
      and(
        eq(processingJobs.ownerId, ownerId),
        eq(processingJobs.status, 'started'),
        gte(processingJobs.createdAt, since),
      ),
    );
  return row?.reserved ?? 0;
}
