import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  drizzle as drizzlePg,
  type NodePgDatabase,
  NodePgSession,
  type NodePgSessionOptions,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import {
  type PgDatabase,
  type PgDialect,
  type PgQueryResultHKT,
  PgTransaction,
  type PgTransactionConfig,
} from 'drizzle-orm/pg-core';
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

/**
 * Every PostgreSQL connection of a pool has an 'error' listener for its whole life. pg-pool
 * listens only while a connection is idle and takes its listener off when it hands the connection
 * out (drizzle's transactions, pool.connect()); a connection the server ends while checked out
 * (pg_ctl stop, a restart, a failover, pg_terminate_backend: 57P01, or a cut socket) then emits
 * 'error' with no listener, which ends the whole process (issue 23 item 3). The statement in
 * flight fails by itself (so its request answers 503), later statements on that connection fail
 * with "not queryable", and the pool discards the connection when it is given back; this listener
 * only keeps the error from being unhandled. 'connect' is emitted once per connection the pool
 * opens, before it is first handed out.
 */
function listenForErrorsOnEveryConnection(pool: pg.Pool): void {
  pool.on('error', () => {}); // an idle connection the server closed: the pool has already dropped it
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

/** The fields of drizzle's node-postgres session that a transaction of its own needs. */
interface NodePgSessionFields {
  client: pg.Pool;
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: NodePgSessionOptions;
  transaction: (run: (tx: unknown) => Promise<unknown>, config?: PgTransactionConfig) => Promise<unknown>;
}

/**
 * Top-level transactions on PostgreSQL that always give their connection back. Drizzle's own
 * (drizzle-orm 0.45, node-postgres session) sends BEGIN before its try/finally, so a connection
 * that fails at BEGIN (the server went away while it sat idle) is never released: each such
 * failure loses a pool slot for good, and after a database restart under load the pool has none
 * left and every request waits for a connection forever (503s until SCOUT restarts). Its failed
 * ROLLBACK on a dead connection also replaced the error that caused it. Here the connection is
 * released in every case, discarded when even ROLLBACK fails (it cannot be trusted), and the first
 * error is the one reported. Nested transactions (savepoints) stay drizzle's.
 */
function transactionsThatReleaseTheirConnection(pgDb: NodePgDatabase<Schema>): void {
  const session = (pgDb as unknown as { session: NodePgSessionFields }).session;
  const { client: pool, dialect, schema, options } = session;
  session.transaction = async (run, config) => {
    const client = await pool.connect();
    // Set when the connection is in no known state (BEGIN, COMMIT or ROLLBACK failed): not reused.
    let discard: Error | undefined;
    const unusable = (err: unknown) => {
      discard ??= err instanceof Error ? err : new Error(String(err));
      return err;
    };
    try {
      const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, options), schema);
      await tx.execute(sql`begin`).catch((err: unknown) => Promise.reject(unusable(err)));
      try {
        if (config) await tx.setTransaction(config);
        const result = await run(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (err) {
        await tx.execute(sql`rollback`).catch(unusable);
        throw err;
      }
    } finally {
      client.release(discard);
    }
  };
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
    // A connection the server closes (a restart, a failover, a dropped scratch database), idle
    // or checked out, must not end the whole process; the next query opens another connection.
    for (const p of [pool, generic]) listenForErrorsOnEveryConnection(p);
    const pgDb = drizzlePg(pool, { schema });
    transactionsThatReleaseTheirConnection(pgDb);
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
