import { and, eq, isNull, ne, notLike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { userBody } from '../modules/admin/users/user-test-body.ts';
import { findUserByEmail } from '../modules/identity/users.repo.ts';
import { seedDemoData } from '../seed/demo.ts';
import { clientFor, providerIds } from '../test/clients.ts';
import { apiClient } from '../test/http.ts';
import { profileBody } from '../test/support/patients.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { recordAudit, SYSTEM_ACTOR } from './audit.ts';
import { sqlStateOf } from './sql-state.ts';

/** Issue 9 §1: a write must never be audited without a user. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
});
afterAll(() => t?.close());

/** Audit events naming no user that are neither the system's nor a sign-in event. */
const eventsWithoutUser = async () =>
  (
    await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(
        and(
          isNull(auditEvents.userId),
          ne(sql`coalesce(${auditEvents.userEmail}, '')`, SYSTEM_ACTOR.userEmail),
          notLike(auditEvents.action, 'auth.%'),
        ),
      )
  )[0]?.count;

const NOBODY = { userId: null, userEmail: null, requestId: 'r-1', ip: '127.0.0.1' };

describe('no write is audited without a user', () => {
  it('refuses the writes of the reported attack (encoded /api prefix, no token) and writes nothing', async () => {
    const anonymous = apiClient(t.baseUrl);
    const [providerId] = await providerIds(t);
    const admin = userBody({ isSystemAdmin: true });
    for (const prefix of ['/%61pi', '/ap%69', '/%61%70%69']) {
      const created = await anonymous.post(`${prefix}/ccmp/admin/users`, admin);
      expect(created.status, prefix).toBe(401);
      const patient = await anonymous.post(
        `${prefix}/ccmp/patientprofiles`,
        profileBody(providerId as number),
      );
      expect(patient.status, prefix).toBe(401);
      const logo = await anonymous.delete(`${prefix}/ccmp/healthcareproviders/${providerId}/logo`);
      expect(logo.status, prefix).toBe(401);
    }
    expect(await findUserByEmail(t.db, admin.email)).toBeNull();
    expect(await eventsWithoutUser()).toBe(0);
  });

  it('audits a signed-in write under its user', async () => {
    const admin = await clientFor(t, 'admin@scout.example');
    const [providerId] = await providerIds(t);
    const created = await admin.post('/api/ccmp/patientprofiles', profileBody(providerId as number));
    expect(created.status).toBe(201);
    const events = await t.db
      .select({ userId: auditEvents.userId, action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'patient.create'), eq(auditEvents.entityId, String(created.body.id))))
      .orderBy(auditEvents.id);
    const adminId = (await admin.get('/api/ccmp/admin/users/current')).body.userId;
    expect(events).toEqual([{ userId: adminId, action: 'patient.create' }]);
    expect(await eventsWithoutUser()).toBe(0);
  });

  it('throws, naming the action, when code tries to audit a write on behalf of nobody', async () => {
    await expect(
      recordAudit(t.db, NOBODY, { action: 'patient.create', entityType: 'patient', entityId: 1 }),
    ).rejects.toThrow(/"patient\.create" has no user/);
    expect(await eventsWithoutUser()).toBe(0);
  });

  it('is also a database rule: an insert that bypasses the helper is refused', async () => {
    const error = await t.db
      .insert(auditEvents)
      .values({ ...NOBODY, action: 'patient.create', entityType: 'patient', entityId: '1' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlStateOf(error)).toBe('23514');
    expect(String((error as { cause?: { message?: string } }).cause?.message ?? error)).toContain(
      'audit_events_user_required',
    );
    // The system itself and sign-in attempts (before anyone is signed in) may still be recorded.
    await recordAudit(t.db, SYSTEM_ACTOR, { action: 'reference.load', entityType: 'country' });
    await recordAudit(t.db, NOBODY, { action: 'auth.sign-out', entityType: 'user', entityId: '1' });
    expect(await eventsWithoutUser()).toBe(0);
  });
});
