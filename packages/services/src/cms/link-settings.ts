import type { ApplyToCmsBody, CmsLinkSettings } from '@linkloom/contracts';
import type { CmsConnectionRow } from '@linkloom/db';
import type { CmsEditRules } from '../ports/cms-connector';

/** How one link is written: in a new tab, nofollow, with a relative address. */
export type LinkOptions = { newTab: boolean; nofollow: boolean; relative: boolean };

export function linkSettingsOf(connection: CmsConnectionRow): CmsLinkSettings {
  return {
    max_links_per_post: connection.maxLinksPerPost,
    max_links_per_paragraph: connection.maxLinksPerParagraph,
    open_in_new_tab: connection.openInNewTab,
    nofollow: connection.nofollow,
    relative_urls: connection.relativeUrls,
  };
}

export function rulesOf(connection: CmsConnectionRow): CmsEditRules {
  return {
    maxPerPost: connection.maxLinksPerPost,
    maxPerParagraph: connection.maxLinksPerParagraph,
  };
}

/** The website's link options, with what this one apply overrides. */
export function linkOptionsOf(
  connection: CmsConnectionRow,
  override: ApplyToCmsBody = null,
): LinkOptions {
  return {
    newTab: override?.open_in_new_tab ?? connection.openInNewTab,
    nofollow: override?.nofollow ?? connection.nofollow,
    relative: override?.relative_urls ?? connection.relativeUrls,
  };
}

/** The target as the link writes it: its path alone when relative and on the post's own site. */
export function hrefOf(targetUrl: string, sourceUrl: string, relative: boolean): string {
  try {
    const target = new URL(targetUrl);
    if (relative && target.origin === new URL(sourceUrl).origin) {
      return `${target.pathname}${target.search}${target.hash}`;
    }
  } catch {
    // Not a URL Linkloom can shorten: it is written as it is.
  }
  return targetUrl;
}
