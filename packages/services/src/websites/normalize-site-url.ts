import { AppError } from '../app-error';
import { MESSAGES } from '@linkloom/contracts';

/**
 * A website's URL in one canonical form, so the same site is never added twice:
 * scheme and host lower-cased (URL does it), default port, fragment, query and
 * credentials dropped, no trailing slash beyond the root.
 * @throws AppError VALIDATION_FAILED when it is not an http(s) URL.
 */
export function normalizeSiteUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new AppError('VALIDATION_FAILED', MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('VALIDATION_FAILED', MESSAGES.urlScheme);
  }
  url.hash = '';
  url.search = '';
  url.username = '';
  url.password = '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path || '/'}`;
}
