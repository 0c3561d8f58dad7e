export { jobRuns } from './job-runs';
