/** One row of a searchAnalytics.query answer: its dimension values, in the order asked. */
export type SearchAnalyticsRow = {
  keys: string[];
  clicks: number;
  impressions: number;
  position: number;
};

export type SearchAnalyticsRequest = {
  siteUrl: string;
  /** YYYY-MM-DD, both inclusive. */
  startDate: string;
  endDate: string;
  dimensions: ('date' | 'page' | 'query')[];
  startRow: number;
  rowLimit: number;
};

/**
 * Google Search Console behind a narrow port: the OAuth consent (webmasters.readonly) and the
 * two API calls the import needs. The real one uses google-auth-library and
 * @googleapis/searchconsole (apps/server); tests point it at a local stand-in.
 */
export type SearchConsoleGateway = {
  /** The Google consent page's address, carrying `state` back to the callback. */
  authUrl(state: string): string;
  /** Trades the callback's code for a refresh token. */
  exchangeCode(code: string): Promise<{ refreshToken: string }>;
  listSites(refreshToken: string): Promise<{ siteUrl: string; permissionLevel: string }[]>;
  querySearchAnalytics(
    refreshToken: string,
    request: SearchAnalyticsRequest,
  ): Promise<SearchAnalyticsRow[]>;
};

/** Google answered with an error: `status` is its HTTP status (0 when nothing answered). */
export class SearchConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Google refused the token itself (revoked, expired): only a new consent helps. */
    readonly isTokenRefused = false,
  ) {
    super(message);
    this.name = 'SearchConsoleApiError';
  }
}
