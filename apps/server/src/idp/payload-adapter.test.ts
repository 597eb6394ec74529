import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createPayloadAdapterFactory } from './payload-adapter.ts';

// A whole app only for its database: PGlite, or a scratch PostgreSQL database with DATABASE_URL.
let t: TestApp;
let database: { db: TestApp['db'] };
beforeAll(async () => {
  t = await startTestApp();
  database = { db: t.db };
});
afterAll(() => t?.close());

const rowOf = (type: string, id: string) =>
  database.db
    .select()
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)))
    .then((rows) => rows[0]);
const expire = (type: string, id: string) =>
  database.db
    .update(oidcPayloads)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)));

describe('the oidc_payloads adapter', () => {
  it('stores, finds, replaces and destroys a payload per model', async () => {
    const adapter = createPayloadAdapterFactory(database.db);
    const sessions = adapter('Session');
    const grants = adapter('Grant');
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: '7' }, 60);
    await grants.upsert('s1', { jti: 's1', accountId: '8' }, 60);
    expect(await sessions.find('s1')).toEqual({ jti: 's1', uid: 'u1', accountId: '7' });
    expect(await grants.find('s1')).toEqual({ jti: 's1', accountId: '8' });
    expect(await sessions.findByUid('u1')).toEqual({ jti: 's1', uid: 'u1', accountId: '7' });

    const row = await rowOf('Session', 's1');
    expect((row?.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(55_000);

    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: '9' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: '9' });
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await grants.find('s1')).toBeDefined();
  });

  it('treats expired rows as gone and sweeps them on a later write', async () => {
    const adapter = createPayloadAdapterFactory(database.db);
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c-old', { jti: 'c-old' }, 60);
    await expire('AuthorizationCode', 'c-old');
    expect(await codes.find('c-old')).toBeUndefined();
    expect(await rowOf('AuthorizationCode', 'c-old')).toBeDefined();

    // A fresh factory (a new process) sweeps on its first write.
    await createPayloadAdapterFactory(database.db)('AuthorizationCode').upsert('c-new', { jti: 'c-new' }, 60);
    expect(await rowOf('AuthorizationCode', 'c-old')).toBeUndefined();
  });

  it('marks a payload consumed, and keeps it consumed when it is saved again', async () => {
    const codes = createPayloadAdapterFactory(database.db)('AuthorizationCode');
    await codes.upsert('c1', { jti: 'c1', grantId: 'g1' }, 60);
    expect(await codes.find('c1')).not.toHaveProperty('consumed');
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await codes.upsert('c1', { jti: 'c1', grantId: 'g1' }, 60);
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
  });

  it('revokes by grant id within its own model only', async () => {
    const adapter = createPayloadAdapterFactory(database.db);
    const refresh = adapter('RefreshToken');
    const access = adapter('AccessToken');
    await refresh.upsert('r1', { jti: 'r1', grantId: 'g2' }, 60);
    await refresh.upsert('r2', { jti: 'r2', grantId: 'g2' }, 60);
    await refresh.upsert('r3', { jti: 'r3', grantId: 'other' }, 60);
    await access.upsert('a1', { jti: 'a1', grantId: 'g2' }, 60);
    await refresh.revokeByGrantId('g2');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toBeUndefined();
    expect(await refresh.find('r3')).toBeDefined();
    expect(await access.find('a1')).toBeDefined();
  });

  it('finds a device code by its user code, and keeps rows without expiry', async () => {
    const devices = createPayloadAdapterFactory(database.db)('DeviceCode');
    await devices.upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH' }, 0);
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd1' });
    expect((await rowOf('DeviceCode', 'd1'))?.expiresAt).toBeNull();
    expect(await devices.findByUserCode('nope')).toBeUndefined();
  });
});
