import type { Db, ProcessingJobPatch, ProcessingJobRow } from '@linkloom/db';
import type { CrawlService } from '../../crawl/crawl.service';
import type { CreditsService } from '../../credits/credits.service';
import type { Clock } from '../../ports/clock';
import type { LinkSuggester, SearchEvidenceSource } from '../../ports/link-suggester';

/** What the stages of a processing job work with. */
export type StageDeps = {
  db: Db;
  clock: Clock;
  credits: Pick<CreditsService, 'refund'>;
  crawl: Pick<CrawlService, 'crawlUrls'>;
  suggestLinks: LinkSuggester;
  /** The website's Search Console evidence, when search data is wired in. */
  searchEvidence?: SearchEvidenceSource;
};

/** One run of a job: the job, how to record its progress, and the signal that stops it. */
export type JobRun = {
  job: ProcessingJobRow;
  startedAt: Date;
  set(patch: ProcessingJobPatch): Promise<void>;
  signal?: AbortSignal;
};
