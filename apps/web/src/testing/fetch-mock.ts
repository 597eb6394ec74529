import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Handler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

/** Routes keyed 'METHOD /path' (no query string). */
export type MockRoutes = Record<string, Handler>;

function toResponse({ status = 200, body, headers = {} }: MockReply): Response {
  if (status === 204 || status === 304 || body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Replaces window.fetch, the app's only network boundary, with canned answers. An unknown route
 * answers 404 in the server's error shape.
 */
export function mockFetch(routes: MockRoutes) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (handler === undefined) {
      return toResponse({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } });
    }
    return toResponse(typeof handler === 'function' ? await handler(call) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
