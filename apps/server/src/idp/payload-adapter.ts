import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/index.ts';

/** Expired rows are swept at most this often per process (each sweep is one indexed DELETE). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens, replay markers)
 * in the oidc_payloads table, one row per (id, model name). Nothing is kept in process memory, so
 * any server process can continue a sign-in another one started. The interface is documented in
 * oidc-provider's example/my_adapter.js.
 */
export function createPayloadAdapterFactory(db: Db): (model: string) => Adapter {
  let nextSweepAt = 0;

  /** Deletes expired rows of every model. Lazy: piggybacks on writes instead of a timer. */
  async function sweepExpired(): Promise<void> {
    const now = Date.now();
    if (now < nextSweepAt) return;
    nextSweepAt = now + SWEEP_INTERVAL_MS;
    await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, new Date(now)));
  }

  return (model: string): Adapter => {
    const byId = (id: string) => and(eq(oidcPayloads.type, model), eq(oidcPayloads.id, id));
    const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

    async function findWhere(condition: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const rows = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, model), condition, live()))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The provider only needs a truthy `consumed`; it stores epoch seconds itself elsewhere.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        // consumedAt is left as it is on update: a consumed code or refresh token stays consumed.
        await db
          .insert(oidcPayloads)
          .values({ id, type: model, ...values })
          .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: values });
        await sweepExpired();
      },
      find: (id) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: sql`coalesce(${oidcPayloads.consumedAt}, now())` })
          .where(byId(id));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(byId(id));
      },
      async revokeByGrantId(grantId) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.type, model), eq(oidcPayloads.grantId, grantId)));
      },
    };
  };
}
