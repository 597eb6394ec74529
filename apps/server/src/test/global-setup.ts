import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { loadTestReferenceData } from './reference-data.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration and reference list applied. */
    pgliteSnapshot: string | null;
    /** On PostgreSQL: the database that every scratch database is copied from. */
    pgTemplate: string | null;
  }
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Prepares the database once per test run (issue 11: CI time): migrations and reference data are
 * applied to one database, and every test file's server starts from a copy of it instead of
 * migrating an empty one (about 7 s of a loaded 2-core machine per file). Embedded: a PGlite
 * data-directory dump that each test server loads. PostgreSQL: a template database that each
 * scratch database is created from. Each server still runs the migrator and the reference loaders,
 * which find nothing to do, so the copy can never be older than the code.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `scout_template_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await loadTestReferenceData(database.db);
    await database.close();
    project.provide('pgliteSnapshot', null);
    project.provide('pgTemplate', name);
    return async () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await loadTestReferenceData(database.db);
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('The embedded database cannot be dumped');
  const file = path.join(
    os.tmpdir(),
    `scout-test-db-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`,
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', null);
  return () => fs.rmSync(file, { force: true });
}
