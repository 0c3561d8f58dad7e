import type { CmsFailure } from '../ports/cms-connector';

/** The site, not one post, failed: it refused the credentials or could not be reached. */
export class CmsSiteFailure extends Error {
  constructor(
    readonly kind: CmsFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CmsSiteFailure';
  }
}
