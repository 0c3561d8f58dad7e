import { sql } from 'drizzle-orm';
import { pageLinks } from './schema/page-links';

/** The columns a page's link rows are inserted into, in the order their batches list them. */
export function pageLinkColumns() {
  return [
    pageLinks.websiteId,
    pageLinks.sourcePageId,
    pageLinks.targetUrl,
    pageLinks.anchorText,
    pageLinks.placement,
    pageLinks.isInternal,
    pageLinks.nofollow,
  ].map((column) => sql.identifier(column.name));
}
