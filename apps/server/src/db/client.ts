import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { RETRYABLE_SQLSTATES, sqlStateOf } from '../lib/sql-state.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Subscribes to NOTIFY on `channel` (a constant identifier): `onNotify` gets each payload once
   * the notifying transaction has committed; `onLost` is called once if the subscription stops
   * (its connection failed or closed). Resolves when listening; the function it gives
   * unsubscribes. Absent on a database given without change notifications.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<Unlisten>;
  /** Embedded only: the whole data directory as a tarball (the tests' prepared database). */
  dumpDataDir?(): Promise<Blob>;
}

export type Unlisten = () => Promise<void>;

/** LISTEN on a connection of its own, outside the pool (a pooled connection is shared). */
async function listenPg(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: () => void,
): Promise<Unlisten> {
  const client = new pg.Client({ connectionString, keepAlive: true });
  let ended = false;
  const lose = () => {
    if (ended) return;
    ended = true;
    onLost();
    client.end().catch(() => {});
  };
  client.on('error', lose);
  client.on('end', lose);
  client.on('notification', (m) => {
    if (m.channel === channel) onNotify(m.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (err) {
    ended = true;
    await client.end().catch(() => {});
    throw err;
  }
  return async () => {
    ended = true;
    await client.end();
  };
}

/**
 * The PostgreSQL pool of each database for named statements: its connections plan them once,
 * generically (plan_cache_mode=force_generic_plan), and keep them prepared.
 */
const genericPlanPools = new WeakMap<object, pg.Pool>();

/**
 * Rows of a hand-written statement with $n parameters. With a name, the PostgreSQL driver keeps
 * it prepared on each connection of the generic-plan pool (parsed and planned once; the hot
 * statements' texts are written so the generic plan keeps every index condition); without one
 * it runs on the main pool, planned for its values. The embedded engine runs in this process and
 * takes the text as is. Both answer rows as objects with parsed JSON.
 */
export async function preparedRows<T>(
  db: Db,
  name: string | null,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const pool = (name && genericPlanPools.get(db)) || client;
    const result = await pool.query(name ? { name, text, values } : { text, values });
    return result.rows as T[];
  }
  return (await client.query<T>(text, values)).rows;
}

export const TRANSACTION_ATTEMPTS = 4;

/**
 * Every top-level `db.transaction(...)` is run again, from the start, when PostgreSQL aborts it
 * as a deadlock victim (40P01) or for a serialization failure (40001): the aborted attempt wrote
 * nothing, so the callback (reads, checks, writes, audit) can run afresh. A short, growing,
 * jittered pause lets the other transaction finish first. Other errors pass straight through.
 * Services therefore never answer 500 for a conflict another request caused (e.g. a patient
 * merge racing a case update of the same patient).
 */
export function retryTransactionsOnConflict(db: Db, attempts = TRANSACTION_ATTEMPTS): Db {
  const once = db.transaction.bind(db);
  const retrying = async (...args: Parameters<Db['transaction']>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(...args);
      } catch (err) {
        const state = sqlStateOf(err);
        if (attempt >= attempts || !state || !RETRYABLE_SQLSTATES.has(state)) throw err;
        await new Promise((resolve) => setTimeout(resolve, attempt * 15 + Math.random() * 25));
      }
    }
  };
  db.transaction = retrying as Db['transaction'];
  return db;
}

/** How long a request waits for a pooled connection before the database counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Migrations folder: beside this file in source, copied next to the bundle by the build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found near ${here}`);
  return found;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Embedded data directory; "memory://" keeps the database in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * Embedded in memory only: start from this data-directory dump (`dumpDataDir`) instead of an
   * empty database; pending migrations are still applied. The tests' prepared database.
   */
  snapshot?: Blob;
}

/** Opens the database chosen by configuration and applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const max = opts.poolSize ?? 20;
    // Everything else (drizzle's statements, transactions) is planned for its values: a generic
    // plan cannot see that the ECMO archive's 30-day window is a few hundred rows (65 ms instead
    // of 2.6 ms when this pool was generic too).
    // A connection that cannot be had within CONNECT_TIMEOUT_MS fails the request (503) instead
    // of holding it while the database is away; TCP keep-alive finds a pooled connection whose
    // server vanished without closing it (a failover, a cut network) instead of leaving it open.
    const connection = {
      connectionString: opts.databaseUrl,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    };
    const pool = new pg.Pool(connection);
    const generic = new pg.Pool({ ...connection, options: '-c plan_cache_mode=force_generic_plan' });
    // An idle connection the server closes (a restart, a failover, a dropped scratch database)
    // is reported here; the pool has already discarded it and the next query opens another.
    // Without a listener the error would end the whole process.
    for (const p of [pool, generic]) p.on('error', () => {});
    const pgDb = drizzlePg(pool, { schema });
    await migratePg(pgDb, { migrationsFolder: migrationsFolder() });
    const db = retryTransactionsOnConflict(pgDb as unknown as Db);
    genericPlanPools.set(db, generic);
    const url = opts.databaseUrl;
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), generic.end()]);
      },
      listen: (channel, onNotify, onLost) => listenPg(url, channel, onNotify, onLost),
    };
  }
  const dataDir = opts.dataDir ?? './data';
  let release = async () => {};
  let pgliteDir: string | undefined;
  if (dataDir !== 'memory://') {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
    pgliteDir = path.join(dataDir, 'pgdata');
  }
  try {
    // The embedded engine is loaded only when used: a server on PostgreSQL does not carry it.
    const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
      ]);
    const client = await PGlite.create(
      pgliteDir
        ? { dataDir: pgliteDir, extensions: { pg_trgm } }
        : { extensions: { pg_trgm }, ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}) },
    );
    // One connection: no deadlocks or serialization failures, but the same db shape everywhere.
    const pgliteDb = drizzlePglite(client, { schema });
    await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
    const db = retryTransactionsOnConflict(pgliteDb as unknown as Db);
    return {
      db,
      kind: 'pglite',
      // In this process: notifications arrive as the committing query returns; never lost.
      listen: async (channel, onNotify) => client.listen(channel, onNotify),
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}

/**
 * Independent reads of one answer (a case view's patient, names, entries): together on the pool,
 * where each takes its own connection, but one after the other inside a transaction, whose one
 * connection cannot run two statements at once (pg warns that it queues them and pg 9 refuses).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Db | Tx,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
