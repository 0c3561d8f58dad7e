import { eq, lt } from 'drizzle-orm';
import type { Db } from '../create-db';
import { jobRuns } from '../schema/job-runs';

type StartJobRunParams = { jobId: string; queue: string; attempt: number; workerId: string };

/** Records that this process started an attempt at a job; returns the run's id. */
export async function startJobRun(db: Db, params: StartJobRunParams): Promise<string> {
  const [run] = await db.insert(jobRuns).values(params).returning({ id: jobRuns.id });
  if (!run) {
    throw new Error('job_runs insert returned nothing');
  }
  return run.id;
}

type FinishJobRunParams = { runId: string; outcome: 'completed' | 'failed'; error?: string };

/** Closes a run with its outcome. */
export async function finishJobRun(
  db: Db,
  { runId, outcome, error }: FinishJobRunParams,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ outcome, error: error ?? null, finishedAt: new Date() })
    .where(eq(jobRuns.id, runId));
}

/** Every run of one job, oldest first. System data: job runs belong to no tenant. */
export async function findJobRuns(db: Db, jobId: string) {
  return db.select().from(jobRuns).where(eq(jobRuns.jobId, jobId)).orderBy(jobRuns.startedAt);
}

/** Deletes runs that finished before `cutoff`; running ones are kept. Returns how many went. */
export async function deleteJobRunsFinishedBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(jobRuns)
    .where(lt(jobRuns.finishedAt, cutoff))
    .returning({ id: jobRuns.id });
  return deleted.length;
}
