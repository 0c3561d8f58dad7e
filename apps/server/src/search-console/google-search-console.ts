import { searchconsole } from '@googleapis/searchconsole';
import { SearchConsoleApiError } from '@linkloom/services';
import type { SearchConsoleGateway } from '@linkloom/services';
import { OAuth2Client } from 'google-auth-library';

/** Read-only access to the Search Console figures; nothing else is asked of the user. */
export const SEARCH_CONSOLE_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';

export type GoogleSearchConsoleOptions = {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  /** Google's consent page and token endpoint (a stand-in's in tests). */
  authorizeUrl: string;
  tokenUrl: string;
  /** The Search Console API's root (a stand-in's in tests). */
  apiRoot: string;
};

/**
 * The Search Console port on Google's own libraries: google-auth-library's OAuth2Client for the
 * consent and the refresh token, @googleapis/searchconsole for sites.list and
 * searchanalytics.query. Their own retries are off: the import retries 429 and 5xx with backoff.
 */
export function createGoogleSearchConsole(
  options: GoogleSearchConsoleOptions,
): SearchConsoleGateway {
  function oauthClient() {
    return new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUri: options.redirectUrl,
      endpoints: { oauth2AuthBaseUrl: options.authorizeUrl, oauth2TokenUrl: options.tokenUrl },
    });
  }

  function apiFor(refreshToken: string) {
    const auth = oauthClient();
    auth.setCredentials({ refresh_token: refreshToken });
    return searchconsole({ version: 'v1', auth, rootUrl: options.apiRoot });
  }

  return {
    authUrl(state) {
      return oauthClient().generateAuthUrl({
        access_type: 'offline',
        // Consent every time, so Google hands out a refresh token even on a second connect.
        prompt: 'consent',
        scope: [SEARCH_CONSOLE_SCOPE],
        include_granted_scopes: true,
        state,
      });
    },

    async exchangeCode(code) {
      try {
        const { tokens } = await oauthClient().getToken(code);
        if (!tokens.refresh_token) {
          throw new SearchConsoleApiError(400, 'Google gave no refresh token; connect again.');
        }
        return { refreshToken: tokens.refresh_token };
      } catch (error) {
        throw toApiError(error);
      }
    },

    async listSites(refreshToken) {
      try {
        const { data } = await apiFor(refreshToken).sites.list({}, { retry: false });
        return (data.siteEntry ?? []).flatMap((entry) =>
          entry.siteUrl
            ? [{ siteUrl: entry.siteUrl, permissionLevel: entry.permissionLevel ?? 'unknown' }]
            : [],
        );
      } catch (error) {
        throw toApiError(error);
      }
    },

    async querySearchAnalytics(refreshToken, request) {
      try {
        const { data } = await apiFor(refreshToken).searchanalytics.query(
          {
            siteUrl: request.siteUrl,
            requestBody: {
              startDate: request.startDate,
              endDate: request.endDate,
              dimensions: request.dimensions,
              startRow: request.startRow,
              rowLimit: request.rowLimit,
              dataState: 'final',
            },
          },
          { retry: false },
        );
        return (data.rows ?? []).map((row) => ({
          keys: row.keys ?? [],
          clicks: row.clicks ?? 0,
          impressions: row.impressions ?? 0,
          position: row.position ?? 0,
        }));
      } catch (error) {
        throw toApiError(error);
      }
    },
  };
}

/** Gaxios's errors as the port's: the status, and whether the token itself was refused. */
function toApiError(error: unknown): SearchConsoleApiError {
  if (error instanceof SearchConsoleApiError) {
    return error;
  }
  const failure = error as {
    status?: number;
    response?: { status?: number; data?: { error?: unknown; error_description?: string } };
    message?: string;
  };
  const status = failure.response?.status ?? failure.status ?? 0;
  const data = failure.response?.data;
  const isTokenRefused =
    data?.error === 'invalid_grant' || data?.error === 'unauthorized_client' || status === 401;
  const message =
    data?.error_description ??
    (typeof data?.error === 'object' && data.error !== null && 'message' in data.error
      ? String((data.error as { message: unknown }).message)
      : (failure.message ?? 'no answer'));
  return new SearchConsoleApiError(status, message, isTokenRefused);
}
