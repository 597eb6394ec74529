import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/fetch-mock.ts';
import {
  type AccessTokenSource,
  ApiRequestError,
  createApiClient,
  KEEPALIVE_MAX_BODY_CHARS,
  REQUEST_TIMEOUT_MESSAGE,
  REQUEST_TIMEOUT_MS,
} from './api-client.ts';
import { logError, logInformation } from './logging.ts';

function tokens(overrides: Partial<AccessTokenSource> = {}) {
  return {
    getAccessToken: vi.fn(async (): Promise<string | null> => 'token-1'),
    renewAccessToken: vi.fn(async (): Promise<string | null> => 'token-2'),
    redirectToSignIn: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('API client', () => {
  it('sends the bearer token and JSON, and returns the parsed answer', async () => {
    const { calls } = mockFetch({ 'POST /api/things': { body: { id: 7 } } });
    const api = createApiClient(tokens());
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 7 });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'x' });
  });

  it('revalidates a polled GET from memory: If-None-Match with the last ETag, 304 gives the kept answer', async () => {
    let version = 1;
    const { calls } = mockFetch({
      'GET /api/board': (call) =>
        call.headers.get('if-none-match') === `W/"v${version}"`
          ? { status: 304, headers: { etag: `W/"v${version}"` } }
          : { body: { version }, headers: { etag: `W/"v${version}"` } },
    });
    const api = createApiClient(tokens());
    await expect(api.get('/api/board', { revalidate: true })).resolves.toEqual({ version: 1 });
    await expect(api.get('/api/board', { revalidate: true })).resolves.toEqual({ version: 1 });
    expect(calls[1]?.headers.get('if-none-match')).toBe('W/"v1"');
    version = 2;
    await expect(api.get('/api/board', { revalidate: true })).resolves.toEqual({ version: 2 });
    // Without revalidate nothing is kept or sent.
    await api.get('/api/board');
    expect(calls[3]?.headers.get('if-none-match')).toBeNull();
  });

  it('validates the answer with the given schema', async () => {
    mockFetch({ 'GET /api/things/1': { body: { id: 'not a number' } } });
    const schema = {
      parse: (data: unknown) => {
        if (typeof (data as { id?: unknown }).id !== 'number') throw new Error('invalid answer');
        return data as { id: number };
      },
    };
    await expect(createApiClient(tokens()).get('/api/things/1', { schema })).rejects.toThrow(
      'invalid answer',
    );
  });

  it('turns the server error shape into an ApiRequestError with field errors', async () => {
    mockFetch({
      'POST /api/ccmp/account/mfa/verify': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          fieldErrors: [{ field: 'code', message: 'The code is not valid' }],
        },
      },
    });
    const error = await createApiClient(tokens())
      .post('/api/ccmp/account/mfa/verify', { code: '000000' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation failed',
      fieldErrors: [{ field: 'code', message: 'The code is not valid' }],
    });
  });

  it('returns nothing for 204', async () => {
    mockFetch({ 'DELETE /api/things/1': { status: 204 } });
    await expect(createApiClient(tokens()).delete('/api/things/1')).resolves.toBeUndefined();
  });

  it('on 401 renews the token once and retries', async () => {
    const { calls } = mockFetch({
      'GET /api/things': ({ headers }) =>
        headers.get('authorization') === 'Bearer token-2' ? { body: ['ok'] } : { status: 401 },
    });
    const source = tokens();
    await expect(createApiClient(source).get('/api/things')).resolves.toEqual(['ok']);
    expect(source.renewAccessToken).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(2);
    expect(source.redirectToSignIn).not.toHaveBeenCalled();
  });

  describe('keepalive (a request that may outlive the page)', () => {
    /** A token store that never answers: what a closing page cannot wait for. */
    const stuckStore = () => vi.fn(() => new Promise<string | null>(() => {}));

    it('leaves at once, before the call returns, with the cached token and fetch keepalive', async () => {
      const { fetchMock, calls } = mockFetch({ 'PUT /api/drafts/ecmo/1/referrer': { status: 204 } });
      const source = tokens({ getAccessToken: stuckStore(), cachedAccessToken: () => 'token-cached' });
      const done = createApiClient(source).put(
        '/api/drafts/ecmo/1/referrer',
        { values: { a: 1 } },
        { keepalive: true },
      );
      // No await yet: the request is already out.
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(true);
      expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-cached');
      expect(calls[0]?.body).toEqual({ values: { a: 1 } });
      expect(source.getAccessToken).not.toHaveBeenCalled();
      await expect(done).resolves.toBeUndefined();
    });

    it('sends a body too large for keepalive (64 KB) as an ordinary request, still at once', () => {
      const { fetchMock } = mockFetch({ 'PUT /api/drafts/ecmo/1/referrer': { status: 204 } });
      const source = tokens({ getAccessToken: stuckStore(), cachedAccessToken: () => 'token-cached' });
      const big = { values: { notes: 'x'.repeat(KEEPALIVE_MAX_BODY_CHARS) } };
      void createApiClient(source).put('/api/drafts/ecmo/1/referrer', big, { keepalive: true });
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(false);
    });

    it('reads the token store first when no token is cached yet', async () => {
      const { calls } = mockFetch({ 'DELETE /api/drafts/ecmo/1': { status: 204 } });
      const source = tokens({ cachedAccessToken: () => null });
      await createApiClient(source).delete('/api/drafts/ecmo/1', { keepalive: true });
      expect(source.getAccessToken).toHaveBeenCalledOnce();
      expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
    });

    it('on 401 neither renews nor sends the user to sign in (a hidden page must not navigate)', async () => {
      mockFetch({ 'PUT /api/drafts/ecmo/1/referrer': { status: 401 } });
      const source = tokens({ cachedAccessToken: () => 'token-old' });
      const error = await createApiClient(source)
        .put('/api/drafts/ecmo/1/referrer', { values: {} }, { keepalive: true })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401 });
      expect(source.renewAccessToken).not.toHaveBeenCalled();
      expect(source.redirectToSignIn).not.toHaveBeenCalled();
    });

    it('is off for every other request', async () => {
      const { fetchMock } = mockFetch({ 'GET /api/things': { body: [] } });
      await createApiClient(tokens({ cachedAccessToken: () => 'token-cached' })).get('/api/things');
      expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBeUndefined();
      expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer token-1');
    });
  });

  it('sends the user to sign in when renewal fails', async () => {
    mockFetch({ 'GET /api/things': { status: 401 } });
    const source = tokens({ renewAccessToken: vi.fn(async () => null) });
    const error = await createApiClient(source)
      .get('/api/things')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(source.redirectToSignIn).toHaveBeenCalledOnce();
  });
});

describe('logging (spec 1 §7)', () => {
  it('posts information and errors for a signed-in user', async () => {
    const { calls } = mockFetch({
      'POST /api/ccmp/logging/loginformation': { status: 204 },
      'POST /api/ccmp/logging/logerror': { status: 204 },
    });
    const api = createApiClient(tokens());
    await logInformation(api, 'User signed in');
    await logError(api, 'Page failed', new TypeError('x is undefined'));
    expect(calls.map((c) => c.path)).toEqual([
      '/api/ccmp/logging/loginformation',
      '/api/ccmp/logging/logerror',
    ]);
    expect(calls[0]?.body).toEqual({ message: 'User signed in' });
    expect(calls[1]?.body).toMatchObject({
      message: 'Page failed',
      errorMessage: expect.stringContaining('TypeError: x is undefined'),
    });
  });

  it('is skipped when no user is signed in, and never throws', async () => {
    const { calls } = mockFetch({});
    await logInformation(createApiClient(tokens({ getAccessToken: vi.fn(async () => null) })), 'hello');
    expect(calls).toHaveLength(0);
    await expect(logError(createApiClient(tokens()), 'boom', 'x')).resolves.toBeUndefined();
  });

  it('gives up on a call the server never answers, with a message the page can show', async () => {
    vi.useFakeTimers();
    try {
      // A server that accepts the connection and never answers: only the abort ends the fetch.
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_input: RequestInfo | URL, init: RequestInit = {}) =>
            new Promise<Response>((_resolve, reject) => {
              init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            }),
        ),
      );
      const pending = createApiClient(tokens())
        .get('/api/ccmp/admin/users/current')
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      const error = await pending;
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ message: REQUEST_TIMEOUT_MESSAGE });
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
