import { ApiError, errorCodeForStatus, NETWORK_ERROR_MESSAGE } from './api-error';

// The error contract and its catalogue (and zod with them) load with the first failure, not
// with the app: the sign-in screen's first load needs no zod (issue 18).
const loadErrorContract = () => import('./error-contract');

export { ApiError, isApiError } from './api-error';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * What checks an answer: a contract's zod schema, or (on the first screen, which must not
 * load zod) a hand-written check with the same `safeParse`.
 */
export type ResponseSchema<Output = unknown> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: Output } | { success: false; error: { issues: unknown } };
};
type OutputOf<S> = S extends ResponseSchema<infer Output> ? Output : never;

export type RequestOptions<T extends ResponseSchema> = {
  /** The contract of `data` in the `{ data }` envelope; a 204 is parsed as `undefined`. */
  schema: T;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Non-2xx statuses whose body is still a success envelope (health answers 503 with its report). */
  okStatuses?: readonly number[];
  /** Extra request headers, such as `Idempotency-Key` on a call that spends credits. */
  headers?: Record<string, string>;
  /**
   * A bearer token to send as is, bypassing the auth hooks and their 401 rule: the sign-in
   * flow calls the backend with a fresh id token before the session is installed. `null`
   * sends no token at all (refresh and logout carry the refresh token in their body).
   */
  token?: string | null;
};

/**
 * How the client gets and renews the bearer token (spec §4, ARCHITECTURE §4).
 * Installed by the auth feature; until then calls go out without a token.
 */
export type ApiAuth = {
  getToken: () => string | null | Promise<string | null>;
  /** A new id token, or null when the session cannot be renewed. */
  refreshToken: () => Promise<string | null>;
  /** Called once the session is gone: sign out and go to /login. */
  onSessionExpired: () => void;
};

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  auth?: ApiAuth | null;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type MethodOptions<T extends ResponseSchema> = Omit<RequestOptions<T>, 'body'>;

// Spec §4: a 401 triggers a token refresh and a retry, up to 2 times, then sign-out.
export const MAX_UNAUTHORIZED_RETRIES = 2;

const REQUEST_ID_HEADER = 'x-request-id';

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) {
    return url;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const NOT_AN_ENVELOPE = Symbol('not an envelope');

/** `data` of the `{ data }` envelope (the contract's envelopeSchema), checked by hand so the app shell needs no zod. */
function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : NOT_AN_ENVELOPE;
}

async function toApiError(response: Response): Promise<ApiError> {
  const headerRequestId = response.headers.get(REQUEST_ID_HEADER);
  const { DEFAULT_ERROR_MESSAGES, errorBodySchema } = await loadErrorContract();
  const parsed = errorBodySchema.safeParse(await readJson(response));
  if (parsed.success) {
    const { code, message, requestId, details } = parsed.data.error;
    return new ApiError({
      status: response.status,
      code,
      message,
      requestId: requestId ?? headerRequestId,
      details,
    });
  }
  const code = errorCodeForStatus(response.status);
  return new ApiError({
    status: response.status,
    code,
    message: DEFAULT_ERROR_MESSAGES[code],
    requestId: headerRequestId,
  });
}

async function parseSuccess<T extends ResponseSchema>(
  response: Response,
  schema: T,
): Promise<OutputOf<T>> {
  const requestId = response.headers.get(REQUEST_ID_HEADER);
  const result =
    response.status === 204
      ? schema.safeParse(undefined)
      : schema.safeParse(dataOf(await readJson(response)));
  if (!result.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: (await loadErrorContract()).DEFAULT_ERROR_MESSAGES.INTERNAL,
      requestId,
      details: result.error.issues,
    });
  }
  return result.data as OutputOf<T>;
}

/**
 * A fetch-based client for the product API. Every answer is checked against its
 * contract: success bodies as `{ data }`, failures as the error body, both turned
 * into typed values or an `ApiError`.
 */
export function createApiClient({
  baseUrl = '/api',
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  auth: initialAuth = null,
}: ApiClientOptions = {}) {
  let auth = initialAuth;
  // Parallel 401s share one refresh instead of racing to renew the same session.
  let pendingRefresh: Promise<string | null> | null = null;

  function refreshOnce(hooks: ApiAuth): Promise<string | null> {
    pendingRefresh ??= hooks
      .refreshToken()
      .catch(() => null)
      .finally(() => {
        pendingRefresh = null;
      });
    return pendingRefresh;
  }

  async function send(
    method: Method,
    url: string,
    {
      body,
      signal,
      headers: extraHeaders,
    }: Pick<RequestOptions<ResponseSchema>, 'body' | 'signal' | 'headers'>,
    token: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    // Only with a body: Fastify refuses an empty body declared as JSON.
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    try {
      return await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) {
        throw error;
      }
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: NETWORK_ERROR_MESSAGE,
        requestId: null,
        cause: error,
      });
    }
  }

  async function request<T extends ResponseSchema>(
    method: Method,
    path: string,
    options: RequestOptions<T>,
  ): Promise<OutputOf<T>> {
    const url = buildUrl(baseUrl, path, options.query);
    const hooks = options.token === undefined ? auth : null;
    const firstToken =
      options.token !== undefined ? options.token : hooks ? await hooks.getToken() : null;
    let response = await send(method, url, options, firstToken);

    if (hooks && response.status === 401) {
      for (let attempt = 0; attempt < MAX_UNAUTHORIZED_RETRIES; attempt += 1) {
        const token = await refreshOnce(hooks);
        if (!token) {
          break;
        }
        response = await send(method, url, options, token);
        if (response.status !== 401) {
          break;
        }
      }
      if (response.status === 401) {
        hooks.onSessionExpired();
      }
    }

    const isOk = response.ok || (options.okStatuses ?? []).includes(response.status);
    if (!isOk) {
      throw await toApiError(response);
    }
    return parseSuccess(response, options.schema);
  }

  return {
    request,
    get: <T extends ResponseSchema>(path: string, options: MethodOptions<T>) =>
      request('GET', path, options),
    post: <T extends ResponseSchema>(path: string, options: RequestOptions<T>) =>
      request('POST', path, options),
    put: <T extends ResponseSchema>(path: string, options: RequestOptions<T>) =>
      request('PUT', path, options),
    patch: <T extends ResponseSchema>(path: string, options: RequestOptions<T>) =>
      request('PATCH', path, options),
    delete: <T extends ResponseSchema>(path: string, options: MethodOptions<T>) =>
      request('DELETE', path, options),
    /** The auth feature installs its token hooks here (null to remove them on sign-out). */
    setAuth(next: ApiAuth | null) {
      auth = next;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client for `/api`; features import this one. */
export const api = createApiClient();
