import { API_MESSAGES } from '@scout/domain/shell/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../tools/sign-in.ts';
import { users } from '../db/schema/index.ts';
import { apiClient } from '../test/http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { CurrentUserCache, USER_CHANGE_CHANNEL } from './current-user-cache.ts';

type Row = { id: number; name: string };

/** A subscription the test drives: announce(payload) and lose() stand for the database. */
function fakeFeed() {
  const feed = {
    subscribed: 0,
    announce: (_payload: string) => {},
    lose: () => {},
    fail: false,
    listen: async (channel: string, onNotify: (p: string) => void, onLost: () => void) => {
      expect(channel).toBe(USER_CHANGE_CHANNEL);
      if (feed.fail) throw new Error('connection refused');
      feed.subscribed++;
      feed.announce = onNotify;
      feed.lose = onLost;
      return async () => {};
    },
  };
  return feed;
}

describe('CurrentUserCache', () => {
  it('keeps a record while subscribed and reads it again once its user is announced', async () => {
    const feed = fakeFeed();
    const cache = new CurrentUserCache<Row>(feed.listen);
    await cache.start();
    let reads = 0;
    const load = async () => ({ id: 7, name: `read ${++reads}` });
    expect((await cache.get('id:7', load))?.name).toBe('read 1');
    expect((await cache.get('id:7', load))?.name).toBe('read 1');
    feed.announce('8');
    expect((await cache.get('id:7', load))?.name).toBe('read 1');
    feed.announce('7');
    expect((await cache.get('id:7', load))?.name).toBe('read 2');
    feed.announce('*');
    expect((await cache.get('id:7', load))?.name).toBe('read 3');
    await cache.stop();
  });

  it('does not keep a record whose read overlapped an announcement', async () => {
    const feed = fakeFeed();
    const cache = new CurrentUserCache<Row>(feed.listen);
    await cache.start();
    let reads = 0;
    const load = async () => {
      reads++;
      if (reads === 1) feed.announce('7'); // the change commits while the first read is on its way
      return { id: 7, name: `read ${reads}` };
    };
    await cache.get('id:7', load);
    expect((await cache.get('id:7', load))?.name).toBe('read 2');
    await cache.stop();
  });

  it('keeps nothing while not subscribed, and subscribes again after the subscription is lost', async () => {
    const feed = fakeFeed();
    feed.fail = true;
    const cache = new CurrentUserCache<Row>(feed.listen, { retryMs: 10 });
    await cache.start();
    expect(cache.active).toBe(false);
    let reads = 0;
    const load = async () => ({ id: 7, name: `read ${++reads}` });
    await cache.get('id:7', load);
    await cache.get('id:7', load);
    expect(reads).toBe(2);

    feed.fail = false;
    await expect.poll(() => cache.active).toBe(true);
    await cache.get('id:7', load);
    await cache.get('id:7', load);
    expect(reads).toBe(3);

    feed.lose();
    expect(cache.active).toBe(false);
    await cache.get('id:7', load);
    expect(reads).toBe(4);
    await expect.poll(() => feed.subscribed).toBe(2);
    await cache.stop();
  });

  it('reads again after the longest age even without an announcement', async () => {
    const feed = fakeFeed();
    let now = 0;
    const cache = new CurrentUserCache<Row>(feed.listen, { maxAgeMs: 1000, now: () => now });
    await cache.start();
    let reads = 0;
    const load = async () => ({ id: 7, name: `read ${++reads}` });
    await cache.get('id:7', load);
    now = 999;
    await cache.get('id:7', load);
    now = 1000;
    await cache.get('id:7', load);
    expect(reads).toBe(2);
    await cache.stop();
  });
});

describe('current user record between requests (over HTTP, real database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a user disabled by another process or tool once the database announces it', async () => {
    const user = await createTestUser(t.db, { isEcmoUser: true, ecmoAccess: 10 });
    const { accessToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    const api = apiClient(t.baseUrl, accessToken);
    expect((await api.get('/api/ccmp/admin/users/current')).status).toBe(200);
    expect((await api.get('/api/ccmp/admin/users/current')).body.access.ecmo).toBe(10);

    // Straight to the database, as another server process or an operator's SQL would.
    await t.db.update(users).set({ ecmoAccess: 30 }).where(eq(users.id, user.id));
    await expect.poll(async () => (await api.get('/api/ccmp/admin/users/current')).body.access.ecmo).toBe(30);

    await t.db.update(users).set({ accountEnabled: false }).where(eq(users.id, user.id));
    // A write is authorised on a record read for it, announced or not.
    const write = await api.post('/api/ccmp/logging/loginformation', { message: 'after disabling' });
    expect(write.status).toBe(401);
    expect(write.body.message).toBe(API_MESSAGES.accountDisabled);
    await expect.poll(async () => (await api.get('/api/ccmp/admin/users/current')).status).toBe(401);
    expect((await api.get('/api/ccmp/admin/users/current')).body.message).toBe(API_MESSAGES.accountDisabled);
  });
});
