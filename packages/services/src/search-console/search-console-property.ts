import { SEARCH_CONSOLE_PROPERTY_UNKNOWN } from '@linkloom/contracts';
import type { SearchConsoleProperty, SearchConsoleStatus } from '@linkloom/contracts';
import { saveSearchConsoleProperty, updateSearchConsoleImport } from '@linkloom/db';
import { AppError } from '../app-error';
import { requireWebsite } from '../websites/require-website';
import { propertyCoversWebsite, propertyKind } from './property-match';
import { callGoogle } from './search-console-context';
import type { SearchConsoleContext } from './search-console-context';
import { refreshSearchPriority } from './search-priority';

/** The properties the connected Google account can read, those covering the website first. */
export async function listSearchConsoleProperties(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
): Promise<SearchConsoleProperty[]> {
  const website = await requireWebsite(context.deps.db, ownerId, websiteId);
  const gateway = context.requireGateway();
  const { refreshToken } = await context.requireConnected({ ownerId, websiteId });
  const sites = await callGoogle(() => gateway.listSites(refreshToken));
  return sites
    .map((site) => ({
      site_url: site.siteUrl,
      permission_level: site.permissionLevel,
      kind: propertyKind(site.siteUrl),
      matches_website: propertyCoversWebsite(site.siteUrl, website.url),
    }))
    .sort(
      (a, b) =>
        Number(b.matches_website) - Number(a.matches_website) ||
        a.site_url.localeCompare(b.site_url),
    );
}

/**
 * Picks the property (one the account can read) and queues its 16-month import.
 * @throws AppError UNPROCESSABLE with SEARCH_CONSOLE_PROPERTY_UNKNOWN for a property it cannot read.
 */
export async function selectSearchConsoleProperty(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
  siteUrl: string,
): Promise<SearchConsoleStatus> {
  const { db } = context.deps;
  await requireWebsite(db, ownerId, websiteId);
  const gateway = context.requireGateway();
  await context.requirePaid(ownerId);
  const { refreshToken } = await context.requireConnected({ ownerId, websiteId });
  const sites = await callGoogle(() => gateway.listSites(refreshToken));
  if (!sites.some((site) => site.siteUrl === siteUrl)) {
    throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_PROPERTY_UNKNOWN);
  }
  const row = await db.transaction(async (tx) => {
    const saved = await saveSearchConsoleProperty(tx, {
      ownerId,
      websiteId,
      property: siteUrl,
    });
    // The earlier property's figures are gone: so is the order they gave the suggestions.
    await refreshSearchPriority(tx, { ownerId, websiteId });
    await context.enqueueImport({ ownerId, websiteId, mode: 'full' }, tx);
    return saved;
  });
  return context.toStatus(row, true);
}

/**
 * Imports the last days again now (the daily refresh does it on its own).
 * @throws AppError UNPROCESSABLE before a property is picked.
 */
export async function refreshSearchConsoleNow(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
): Promise<SearchConsoleStatus> {
  const { db } = context.deps;
  await requireWebsite(db, ownerId, websiteId);
  await context.requirePaid(ownerId);
  const { row } = await context.requireConnected({ ownerId, websiteId });
  if (!row.property) {
    throw new AppError('UNPROCESSABLE', 'Pick a Search Console property first.');
  }
  const queued = await db.transaction(async (tx) => {
    await context.enqueueImport(
      { ownerId, websiteId, mode: row.dataThrough ? 'recent' : 'full' },
      tx,
    );
    return updateSearchConsoleImport(tx, {
      ownerId,
      websiteId,
      patch: { importStatus: 'queued', importError: null },
    });
  });
  return context.toStatus(queued, true);
}
