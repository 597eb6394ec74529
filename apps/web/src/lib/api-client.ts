import { apiErrorSchema, type FieldError } from '@scout/domain/api/errors';

/** Where the client gets and renews the bearer token, and how it sends the user to sign in. */
export interface AccessTokenSource {
  getAccessToken(): Promise<string | null>;
  /**
   * The token last read, renewed or loaded, at once (null before any): what a `keepalive` request
   * sends, as a closing page cannot wait for the token store.
   */
  cachedAccessToken?(): string | null;
  /** One silent renewal (refresh token); resolves to the new token, or null when it failed. */
  renewAccessToken(): Promise<string | null>;
  /** Starts the interactive sign-in; the page navigates away. */
  redirectToSignIn(): Promise<void>;
}

/** Anything with zod's parse: the response schemas of @scout/domain. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** A non-2xx answer, carrying the server's error shape ({statusCode, error, message, fieldErrors}). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly error: string;
  readonly fieldErrors: FieldError[];

  constructor(status: number, message: string, error = '', fieldErrors: FieldError[] = []) {
    super(message);
    this.status = status;
    this.error = error;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}

/** The largest JSON body a `keepalive` request carries with the flag (browsers refuse 64 KB and more). */
export const KEEPALIVE_MAX_BODY_CHARS = 60_000;

/** How long a call (other than a file upload) may take before it fails with REQUEST_TIMEOUT_MESSAGE. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MESSAGE = 'SCOUT did not answer in time. Check your connection and try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  body?: unknown;
  /** Validates and types the JSON answer. Without it the answer is returned as parsed. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /**
   * A polled GET (the dashboards): the client keeps the last answer and its ETag in memory and
   * sends If-None-Match, so an unchanged answer comes back as 304 with no body. API answers are
   * Cache-Control: no-store (patient data never goes to the browser's disk cache), so the browser
   * itself never revalidates; this is the in-memory equivalent.
   */
  revalidate?: boolean;
  /**
   * The request may outlive the page (drafts written on page hide or close): it leaves at once,
   * before the call returns, with the cached token (`cachedAccessToken`; the store is read first
   * only when none is cached yet) and fetch's `keepalive`. Browsers refuse a keepalive body over
   * 64 KB, so a larger one goes as an ordinary request, still at once. A 401 is neither renewed
   * nor sent to sign-in: the page is going away, and a hidden page must not navigate.
   */
  keepalive?: boolean;
}

export interface ApiClient {
  request<T = unknown>(method: Method, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  /** True when a user is signed in (a token is stored). */
  isSignedIn(): Promise<boolean>;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorFrom(status: number, body: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { message, error, fieldErrors } = parsed.data;
    return new ApiRequestError(status, message, error, fieldErrors ?? []);
  }
  // Spec 3 §7.3: a plain string answer from the server is the message to show.
  if (typeof body === 'string' && body.trim()) return new ApiRequestError(status, body.trim());
  return new ApiRequestError(status, `Request failed with status ${status}`);
}

/** The last answers of revalidated GETs, in memory only, the most recent few (one per dashboard view). */
class RevalidatedAnswers {
  private static readonly MAX = 20;
  private readonly answers = new Map<string, { etag: string; body: unknown }>();

  get(path: string) {
    return this.answers.get(path);
  }

  set(path: string, etag: string, body: unknown) {
    this.answers.delete(path);
    this.answers.set(path, { etag, body });
    if (this.answers.size > RevalidatedAnswers.MAX) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  }
}

/**
 * JSON over fetch with the bearer token on every call. A 401 triggers one silent renewal and
 * one retry; if that fails too the user is sent to sign in.
 */
export function createApiClient(auth: AccessTokenSource): ApiClient {
  const revalidated = new RevalidatedAnswers();

  async function send(method: Method, path: string, token: string | null, options: RequestOptions<unknown>) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const known = options.revalidate && method === 'GET' ? revalidated.get(path) : undefined;
    if (known) headers['If-None-Match'] = known.etag;
    const init: RequestInit = { method, headers };
    if (options.body instanceof FormData) {
      // File uploads: the browser writes the multipart Content-Type with its boundary.
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    if (options.keepalive)
      init.keepalive =
        init.body === undefined ||
        (typeof init.body === 'string' && init.body.length <= KEEPALIVE_MAX_BODY_CHARS);
    // Uploads may take long on a slow link; every other call gives up after REQUEST_TIMEOUT_MS
    // so a hung server shows an error with a retry instead of a spinner for ever.
    if (options.body instanceof FormData) {
      if (options.signal) init.signal = options.signal;
      return fetch(path, init);
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    const forwardAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) forwardAbort();
    options.signal?.addEventListener('abort', forwardAbort, { once: true });
    init.signal = controller.signal;
    try {
      return await fetch(path, init);
    } catch (err) {
      if (timedOut) throw new ApiRequestError(0, REQUEST_TIMEOUT_MESSAGE);
      throw err;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
    // A keepalive request does not wait for the token store: the send below starts before any await.
    const cached = options.keepalive ? (auth.cachedAccessToken?.() ?? null) : null;
    let response = await send(method, path, cached ?? (await auth.getAccessToken()), options);
    if (response.status === 401 && !options.keepalive) {
      const renewed = await auth.renewAccessToken();
      if (renewed) response = await send(method, path, renewed, options);
      if (response.status === 401) {
        await auth.redirectToSignIn();
        throw errorFrom(401, await readBody(response));
      }
    }
    let body: unknown;
    if (response.status === 304 && options.revalidate) {
      const known = revalidated.get(path);
      if (!known) throw errorFrom(304, undefined);
      body = known.body;
    } else {
      body = await readBody(response);
      if (!response.ok) throw errorFrom(response.status, body);
      const etag = response.headers.get('etag');
      if (options.revalidate && method === 'GET' && etag) revalidated.set(path, etag, body);
    }
    return options.schema ? options.schema.parse(body) : (body as T);
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    isSignedIn: async () => (await auth.getAccessToken()) !== null,
  };
}
