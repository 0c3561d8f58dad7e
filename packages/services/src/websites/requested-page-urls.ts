import { AppError } from '../app-error';

/**
 * The URLs a crawl was asked for, each as a page of the website is stored (fragment dropped),
 * in order and once. Only web addresses on the website's own host (scheme aside) are pages of
 * it; the crawl's safe fetcher then checks them like every other page (SSRF guard, robots.txt).
 * @throws AppError VALIDATION_FAILED naming the first URL that is not one, so a URL is never
 * silently left out.
 */
export function requestedPageUrls(websiteUrl: string, urls: string[]): string[] {
  const host = new URL(websiteUrl).host;
  const found = new Set<string>();
  for (const input of urls) {
    const url = URL.parse(input.trim());
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new AppError('VALIDATION_FAILED', `“${input}” is not a web address.`);
    }
    if (url.host !== host || url.username || url.password) {
      throw new AppError(
        'VALIDATION_FAILED',
        `“${input}” is not a page of ${host}: a crawl reads only the website's own pages.`,
      );
    }
    url.hash = '';
    found.add(url.href);
  }
  return [...found];
}
