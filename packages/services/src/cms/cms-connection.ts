import { NO_CMS_CONNECTED } from '@linkloom/contracts';
import type { CmsConnection, CmsLinkSettingsBody, WordpressConnectBody } from '@linkloom/contracts';
import { saveCmsConnection, updateCmsLinkSettings } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { CmsConnector } from '../ports/cms-connector';
import { toConnectionView } from './cms-views';
import type { SecretBox } from './secret-box';

/** Checks the credentials against WordPress, then keeps them (the password sealed). */
export async function connectWordpressSite(
  { db, connector, secrets }: { db: Db; connector: CmsConnector; secrets: SecretBox },
  scope: WebsiteScope,
  body: WordpressConnectBody,
): Promise<CmsConnection> {
  const siteUrl = body.site_url.replace(/\/+$/, '');
  const checked = await connector.check({
    siteUrl,
    username: body.username,
    secret: body.application_password,
  });
  if (!checked.ok) {
    throw new AppError('UNPROCESSABLE', checked.message);
  }
  const row = await saveCmsConnection(db, {
    ...scope,
    kind: 'wordpress',
    siteUrl,
    username: body.username,
    secretCiphertext: secrets.seal(body.application_password),
    displayName: checked.displayName,
  });
  return toConnectionView(row);
}

/** Changes the limits and link options used when writing links; kept with the connection. */
export async function saveLinkSettings(
  db: Db,
  scope: WebsiteScope,
  body: CmsLinkSettingsBody,
): Promise<CmsConnection> {
  const row = await updateCmsLinkSettings(db, {
    ...scope,
    patch: {
      maxLinksPerPost: body.max_links_per_post,
      maxLinksPerParagraph: body.max_links_per_paragraph,
      openInNewTab: body.open_in_new_tab,
      nofollow: body.nofollow,
      relativeUrls: body.relative_urls,
    },
  });
  if (!row) {
    throw new AppError('UNPROCESSABLE', NO_CMS_CONNECTED);
  }
  return toConnectionView(row);
}
