import http from 'node:http';

/**
 * A small HTTP client for server tests: real requests to a listening SCOUT, JSON in and out.
 * Bodies are typed loosely on purpose: tests assert on them.
 */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted by the tests
export type Json = any;

export interface ApiResult {
  status: number;
  body: Json;
  headers: Headers;
}

export interface ApiClient {
  get(path: string): Promise<ApiResult>;
  post(path: string, body?: unknown): Promise<ApiResult>;
  put(path: string, body?: unknown): Promise<ApiResult>;
  patch(path: string, body?: unknown): Promise<ApiResult>;
  delete(path: string, body?: unknown): Promise<ApiResult>;
  send(method: string, path: string, init?: RequestInit): Promise<ApiResult>;
}

export function apiClient(baseUrl: string, token?: string): ApiClient {
  const send = async (method: string, path: string, init: RequestInit = {}): Promise<ApiResult> => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const res = await fetch(`${baseUrl}${path}`, { ...init, method, headers });
    const text = await res.text();
    const isJson = res.headers.get('content-type')?.includes('json') && text.length > 0;
    return { status: res.status, body: isJson ? JSON.parse(text) : text, headers: res.headers };
  };
  const withBody = (method: string) => (path: string, body?: unknown) =>
    send(
      method,
      path,
      body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    );
  return {
    get: (path) => send('GET', path),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: withBody('DELETE'),
    send,
  };
}

/** A raw request: the body exactly as sent on the wire (no client-side decompression) and the headers. */
export function rawRequest(
  baseUrl: string,
  urlPath: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${urlPath}`,
      { method: opts.method ?? 'GET', headers: opts.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/**
 * Waits until `api`'s plain GET of `path` passes `check`: a grant or scope written straight to the
 * database reaches the signed-in user's cached record through the database's change announcement,
 * which is asynchronous on PostgreSQL, so a test that changes a user's providers reads until the
 * change shows before it asserts what depends on it.
 */
export async function seenBy<T>(api: ApiClient, path: string, check: (body: T) => void): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      check((await api.get(path)).body as T);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
