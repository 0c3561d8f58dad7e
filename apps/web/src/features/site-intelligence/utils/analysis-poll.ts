// The analysis runs after each crawl; a screen opened before the first one finishes checks
// back at this pace.
export const ANALYSIS_POLL_MS = 5000;
