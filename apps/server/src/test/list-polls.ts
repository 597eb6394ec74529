import { expect } from 'vitest';
import type { ApiClient } from './http.ts';

/**
 * A polled list's conditional GET as a dashboard sees it (modules/cases/etag.ts `listAnswer`):
 * `tagOf` reads the list's ETag, `expectUnchanged` holds that a poll naming it gets an empty 304,
 * `expectChanged` that it gets a 200 with a new tag and the very page a fresh request builds (the
 * page, for the test to read). `defaults` names the client and path used when a call gives none;
 * it is read at each call, so it may name clients signed in by a beforeAll.
 */
export function listPolls<P>(defaults: () => { api: ApiClient; path: string }) {
  const poll = (api: ApiClient, path: string, etag: string) =>
    api.send('GET', path, { headers: { 'if-none-match': etag } });
  return {
    async tagOf(api = defaults().api, path = defaults().path): Promise<string> {
      const res = await api.get(path);
      expect(res.status, path).toBe(200);
      return res.headers.get('etag') as string;
    },
    async expectUnchanged(etag: string, api = defaults().api, path = defaults().path): Promise<void> {
      const res = await poll(api, path, etag);
      expect(res.status, path).toBe(304);
      expect(res.body).toBe('');
    },
    async expectChanged(etag: string, api = defaults().api, path = defaults().path): Promise<P> {
      const res = await poll(api, path, etag);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag')).not.toBe(etag);
      expect(res.body).toEqual((await api.get(path)).body);
      return res.body as P;
    },
  };
}
