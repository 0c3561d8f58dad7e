import type { StoredPageText, StoredSiteAnalysis } from '@linkloom/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { saveSiteAnalysis } from '../queries/site-analyses';
import * as schema from '../schema/index';

/** Every table whose rows belong to a user, and the column that says whose (directly or by website). */
const TENANT_TABLES = [
  ['users', 'id'],
  ['accounts', 'user_id'],
  ['subscriptions', 'user_id'],
  ['credit_ledger', 'user_id'],
  ['invoices', 'user_id'],
  ['checkout_sessions', 'user_id'],
  ['billing_portal_sessions', 'user_id'],
  ['processing_jobs', 'owner_id'],
  ['websites', 'owner_id'],
  ['pages', 'website_id'],
  ['page_links', 'website_id'],
  ['link_suggestions', 'website_id'],
  ['suggestion_cards', 'website_id'],
  ['discovery_log', 'website_id'],
  ['page_embeddings', 'website_id'],
  ['site_analyses', 'website_id'],
  ['site_analysis_parts', 'website_id'],
  ['cms_connections', 'website_id'],
  ['cms_publications', 'website_id'],
  ['cms_apply_runs', 'website_id'],
  ['search_console_connections', 'website_id'],
  ['search_console_page_days', 'website_id'],
  ['search_console_page_queries', 'website_id'],
  ['link_fixes', 'website_id'],
] as const;

/** Alpha's ids: the rows a query acting for Beta must neither read nor change. */
export type AlphaIds = {
  userId: string;
  websiteId: string;
  otherWebsiteId: string;
  pageId: string;
  pageUrl: string;
  contentHash: string;
  suggestionId: string;
  approvedSuggestionId: string;
  cmsRunId: string;
  linkFixId: string;
  jobId: string;
  jobKey: string;
  ledgerKey: string;
  periodStart: Date;
};

/** A crawled page's stored text, as the crawler writes it. */
export function pageTextOf(url: string, title: string): StoredPageText {
  return {
    url,
    finalUrl: url,
    status: 200,
    title,
    metaDescription: '',
    canonical: null,
    noindex: false,
    nofollow: false,
    lang: 'en',
    headings: [],
    blocks: [],
    links: [],
    wordCount: 0,
  };
}

/** A site analysis of one page. */
export function analysisOf(url: string): StoredSiteAnalysis {
  const figures = { url, equity: 50, depth: 0, inboundMain: 0, inboundAll: 0 };
  return {
    pages: [{ ...figures, outboundInternal: 0, orphan: true, cluster: null }],
    clusters: [],
    brokenLinks: [],
    iterations: 1,
  };
}

export const ALPHA = 'alpha-user';
export const BETA = 'beta-user';

const PERIOD_START = new Date('2026-11-01T00:00:00Z');
export const JOB_OPTIONS = { isGenerateSuggestions: true, batchSize: 10, maxSuggestionsPerPage: 5 };

/** Empties every tenant table, then seeds Alpha (two websites, a crawled page and all that hangs off it) and Beta (one website). */
export async function seedTwoTenants(db: Db): Promise<{ alpha: AlphaIds; betaWebsiteId: string }> {
  await db.execute(sql.raw(`truncate ${TENANT_TABLES.map(([table]) => table).join(', ')} cascade`));
  await db.insert(schema.users).values([
    { id: ALPHA, name: 'Alpha', email: 'alpha@alpha.test' },
    { id: BETA, name: 'Beta', email: 'beta@beta.test' },
  ]);
  await db.insert(schema.accounts).values([
    {
      id: 'alpha-account',
      userId: ALPHA,
      accountId: 'alpha-account',
      providerId: 'alpha-google',
    },
  ]);
  await db.insert(schema.subscriptions).values({ userId: ALPHA, providerCustomerId: 'alpha-cus' });
  const [website, otherWebsite, betaWebsite] = await db
    .insert(schema.websites)
    .values([
      { ownerId: ALPHA, name: 'Alpha docs', url: 'https://alpha.test/', sitemapStatus: 'found' },
      { ownerId: ALPHA, name: 'Alpha shop', url: 'https://shop.alpha.test/' },
      { ownerId: BETA, name: 'Beta blog', url: 'https://beta.test/' },
    ])
    .returning();
  const websiteId = website!.id;
  const pageUrl = 'https://alpha.test/guide';
  const contentHash = 'alpha-hash';
  const [page] = await db
    .insert(schema.pages)
    .values([
      {
        websiteId,
        url: pageUrl,
        title: 'Alpha guide',
        source: 'sitemap',
        status: 'crawled',
        contentHash,
        analyzedHash: contentHash,
        pageText: pageTextOf(pageUrl, 'Alpha guide'),
        crawledAt: PERIOD_START,
      },
      { websiteId, url: 'https://alpha.test/pending', source: 'sitemap' },
      { websiteId, url: 'https://alpha.test/error', source: 'crawl', status: 'error' },
    ])
    .returning();
  await db.insert(schema.pages).values({
    websiteId: betaWebsite!.id,
    url: 'https://beta.test/post',
    source: 'sitemap',
  });
  await db.insert(schema.pageLinks).values({
    websiteId,
    sourcePageId: page!.id,
    targetUrl: 'https://alpha.test/pending',
    anchorText: 'alpha pending',
    placement: 'main',
    isInternal: true,
  });
  const [suggestion] = await db
    .insert(schema.linkSuggestions)
    .values({
      websiteId,
      suggestionType: 'contextual_link',
      sourceUrl: pageUrl,
      targetUrl: 'https://alpha.test/pending',
      anchorText: 'alpha anchor',
      anchorSource: 'existing_content',
    })
    .returning();
  const { approvedSuggestionId, cmsRunId } = await seedCms(db, websiteId, suggestion!.id);
  await seedSearchConsole(db, websiteId, pageUrl);
  const [linkFix] = await db
    .insert(schema.linkFixes)
    .values({
      websiteId,
      kind: 'redirect',
      sourceUrl: pageUrl,
      targetUrl: `${pageUrl}old`,
      anchorText: 'alpha fix',
      fixUrl: `${pageUrl}new`,
    })
    .returning();
  await db.insert(schema.discoveryLog).values({ websiteId, level: 'info', message: 'alpha log' });
  await db
    .insert(schema.pageEmbeddings)
    .values({ websiteId, model: 'alpha-model', contentHash, vector: [0.5, 0.5] });
  // Stored in parts, as the worker stores it (migration 0020).
  await saveSiteAnalysis(db, {
    ownerId: ALPHA,
    websiteId,
    data: analysisOf(pageUrl),
    at: new Date('2026-11-02T00:00:00Z'),
  });
  const jobKey = 'alpha-job-key';
  const [job] = await db
    .insert(schema.processingJobs)
    .values({
      ownerId: ALPHA,
      websiteId,
      idempotencyKey: jobKey,
      ...{ urls: [pageUrl], urlsRequested: 1, creditsConsumed: 3 },
      options: JOB_OPTIONS,
    })
    .returning();
  const ledgerKey = 'alpha-ledger-key';
  await db.insert(schema.creditLedger).values({
    userId: ALPHA,
    kind: 'reserve',
    amount: 3,
    periodStart: PERIOD_START,
    idempotencyKey: ledgerKey,
    websiteId,
  });
  await db.insert(schema.invoices).values({
    userId: ALPHA,
    description: 'alpha invoice',
    planId: 'pro',
    billingInterval: 'month',
    amountCents: 100,
    periodStart: PERIOD_START,
    periodEnd: PERIOD_START,
  });
  await db.insert(schema.checkoutSessions).values({
    id: 'alpha-checkout',
    userId: ALPHA,
    planId: 'pro',
    billingInterval: 'month',
  });
  await db.insert(schema.billingPortalSessions).values({
    id: 'alpha-portal',
    userId: ALPHA,
    returnUrl: 'https://alpha.test/back',
    expiresAt: new Date('2099-01-01T00:00:00Z'),
  });
  return {
    alpha: {
      userId: ALPHA,
      websiteId,
      otherWebsiteId: otherWebsite!.id,
      pageId: page!.id,
      pageUrl,
      contentHash,
      suggestionId: suggestion!.id,
      approvedSuggestionId,
      cmsRunId,
      linkFixId: linkFix!.id,
      jobId: job!.id,
      jobKey,
      ledgerKey,
      periodStart: PERIOD_START,
    },
    betaWebsiteId: betaWebsite!.id,
  };
}

/** Alpha's website connected to WordPress: an approved suggestion, a publication, an apply run. */
async function seedCms(db: Db, websiteId: string, suggestionId: string) {
  const [approved] = await db
    .insert(schema.linkSuggestions)
    .values({
      websiteId,
      status: 'approved',
      suggestionType: 'contextual_link',
      sourceUrl: 'https://alpha.test/pending',
      targetUrl: 'https://alpha.test/guide',
      anchorText: 'alpha approved anchor',
      anchorSource: 'existing_content',
    })
    .returning();
  await db.insert(schema.cmsConnections).values({
    websiteId,
    kind: 'wordpress',
    siteUrl: 'https://alpha.test',
    username: 'alpha-editor',
    secretCiphertext: 'alpha-secret',
  });
  await db
    .insert(schema.cmsPublications)
    .values({ suggestionId, websiteId, state: 'written', appliedAt: PERIOD_START });
  const [run] = await db
    .insert(schema.cmsApplyRuns)
    .values({ websiteId, suggestionIds: [approved!.id] })
    .returning();
  return { approvedSuggestionId: approved!.id, cmsRunId: run!.id };
}

/** Alpha's website connected to Search Console, with a day and a month of figures. */
async function seedSearchConsole(db: Db, websiteId: string, page: string) {
  await db.insert(schema.searchConsoleConnections).values({
    websiteId,
    pendingNonce: 'alpha-nonce',
    refreshTokenCiphertext: 'alpha-token',
    property: 'sc-domain:alpha.test',
    connectedAt: PERIOD_START,
    importStatus: 'completed',
    dataThrough: '2026-11-10',
  });
  const figures = { clicks: 3, impressions: 40, position: 8.5 };
  await db
    .insert(schema.searchConsolePageDays)
    .values({ websiteId, day: '2026-11-10', page, ...figures });
  await db
    .insert(schema.searchConsolePageQueries)
    .values({ websiteId, month: '2026-11-01', page, query: 'alpha query', ...figures });
}

/** Every row of Alpha's, table by table: equal before and after a query means it changed nothing of Alpha's. */
export async function snapshotAlpha(db: Db, alpha: AlphaIds): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  const websiteIds = `'${alpha.websiteId}', '${alpha.otherWebsiteId}'`;
  for (const [table, column] of TENANT_TABLES) {
    const value = column === 'website_id' ? websiteIds : `'${ALPHA}'`;
    const result = await db.execute(
      sql.raw(`select * from ${table} where ${column} in (${value}) order by 1`),
    );
    tables[table] = result.rows;
  }
  return JSON.stringify(tables);
}
