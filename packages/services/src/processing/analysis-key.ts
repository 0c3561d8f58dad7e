import { createHash } from 'node:crypto';

/**
 * What an analysis of one page depends on besides its own text: the pages it can link to
 * (their URLs and titles, and whether the owner links a listing page anyway) and the
 * precision the website aims for. Unchanged, analysing an unchanged page again would give
 * the same answer, so it is neither repeated nor charged.
 */
export function analysisSiteKey(
  pages: Array<{ url: string; title: string | null; linkedAnyway?: boolean }>,
  targetPrecision: number,
): string {
  const hash = createHash('sha256').update(`precision ${targetPrecision}\n`);
  for (const { url, title, linkedAnyway } of [...pages].sort((a, b) => (a.url < b.url ? -1 : 1))) {
    // Only a page turned back on adds to its line, so keys made before the choice existed hold.
    hash.update(`${url}\t${title ?? ''}${linkedAnyway ? '\tlinked anyway' : ''}\n`);
  }
  return hash.digest('hex');
}

/** The fingerprint a page's finished analysis is kept under: its text and the site's key. */
export function analysisHashOf(contentHash: string, siteKey: string): string {
  return createHash('sha256').update(`${contentHash}\u0000${siteKey}`).digest('hex');
}
