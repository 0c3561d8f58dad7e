import { AppError } from '../app-error';

/**
 * Where the billing portal sends the user back: `returnUrl` when it is on one of
 * `trustedOrigins` (a relative path is resolved against `publicUrl`), else the billing page.
 * The portal page opens without sign-in, so a foreign return link would be an open redirect.
 * @throws AppError VALIDATION_FAILED when `returnUrl` leads to another origin.
 */
export function trustedReturnUrl(
  returnUrl: string | undefined,
  { publicUrl, trustedOrigins }: { publicUrl: string; trustedOrigins: string[] },
): string {
  if (returnUrl === undefined || returnUrl.trim() === '') {
    return `${publicUrl}/billing`;
  }
  const resolved = URL.canParse(returnUrl, publicUrl) ? new URL(returnUrl, publicUrl) : null;
  if (resolved === null || ![publicUrl, ...trustedOrigins].includes(resolved.origin)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The return URL must be a page of Linkloom (${publicUrl}).`,
    );
  }
  return resolved.href;
}
