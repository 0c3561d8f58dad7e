import type { CmsConnectionRow } from '@linkloom/db';
import { AppError } from '../app-error';
import type { CmsCredentials } from '../ports/cms-connector';
import type { SecretBox } from './secret-box';

/**
 * The connection's credentials with the password in clear, for one call to the CMS.
 * @throws AppError UNPROCESSABLE when the sealed password can no longer be opened.
 */
export function openCredentials(secrets: SecretBox, connection: CmsConnectionRow): CmsCredentials {
  let secret: string;
  try {
    secret = secrets.open(connection.secretCiphertext);
  } catch {
    throw new AppError(
      'UNPROCESSABLE',
      'The stored WordPress password can no longer be read (was CMS_SECRET_KEY changed?). Connect WordPress again.',
    );
  }
  return { siteUrl: connection.siteUrl, username: connection.username, secret };
}
