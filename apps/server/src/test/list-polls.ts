import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signIn } from '../../tools/sign-in.ts';
import { userHealthCareProviders } from '../db/schema/index.ts';
import { type ApiClient, apiClient, seenBy } from './http.ts';
import type { TestApp } from './test-app.ts';
import { createTestUser, TEST_PASSWORD } from './test-users.ts';

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

export type ListPolls<P> = ReturnType<typeof listPolls<P>>;

/**
 * A polled list follows its user's hospitals (the provider scope is part of the version key): a
 * user `account` of app `app` limited to `outside` does not see the record (`hides`) and holds a tag
 * no other user (`other`) shares; granted `inside`, the record shows (`shows`) under a new tag;
 * that grant taken away, it is hidden again under another. Scope changes reach the list through
 * the users' change announcement, so each step waits until the page shows it (`seenBy`).
 */
export async function expectScopeFollowsHospitals<P>(o: {
  t: TestApp;
  polls: ListPolls<P>;
  path: string;
  other: ApiClient;
  account: Parameters<typeof createTestUser>[1];
  app: number;
  outside: number;
  inside: number;
  shows: (page: P) => void;
  hides: (page: P) => void;
}): Promise<void> {
  const { t, polls, path } = o;
  const user = await createTestUser(t.db, o.account);
  const grant = (healthCareProviderId: number) =>
    t.db
      .insert(userHealthCareProviders)
      .values({ userId: user.id, healthCareProviderId, platformAppId: o.app });
  await grant(o.outside);
  const scoped = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
  const etag = await polls.tagOf(scoped, path);
  o.hides((await scoped.get(path)).body as P);
  await polls.expectChanged(etag, o.other, path); // another user's scope: another tag
  await polls.expectUnchanged(etag, scoped, path);
  await grant(o.inside);
  await seenBy<P>(scoped, path, o.shows);
  o.shows(await polls.expectChanged(etag, scoped, path));
  const widened = await polls.tagOf(scoped, path);
  await t.db
    .delete(userHealthCareProviders)
    .where(
      and(
        eq(userHealthCareProviders.userId, user.id),
        eq(userHealthCareProviders.healthCareProviderId, o.inside),
      ),
    );
  await seenBy<P>(scoped, path, o.hides);
  o.hides(await polls.expectChanged(widened, scoped, path));
}
