export { AppError } from './app-error';
export { pruneJobRunsQueue, QUEUES } from './jobs/queues';
export { pruneJobRuns } from './maintenance/prune-job-runs';
export { systemClock } from './ports/clock';
export type { Clock } from './ports/clock';
