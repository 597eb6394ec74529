import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../seed/demo.ts';
import { loadTestReferenceData } from './reference-data.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration and reference list applied. */
    pgliteSnapshot: string | null;
    /** The same with the demo data seeded (seedDemoData), for the servers that seed it. */
    pgliteDemoSnapshot: string | null;
    /** On PostgreSQL: the database that every scratch database is copied from. */
    pgTemplate: string | null;
    /** On PostgreSQL: the same with the demo data seeded. */
    pgDemoTemplate: string | null;
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

/** A new database on the server, prepared by `prepare`; answers its name. */
async function templateDatabase(
  serverUrl: string,
  prepare: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<unknown>,
) {
  const name = `scout_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  return name;
}

async function writeDump(database: Awaited<ReturnType<typeof openDatabase>>, tag: string): Promise<string> {
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error('The embedded database cannot be dumped');
  const file = path.join(
    os.tmpdir(),
    `scout-test-db-${tag}-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`,
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/**
 * Prepares the databases once per test run (issue 11: CI time): migrations and reference data are
 * applied once, and every test file's server starts from a copy instead of migrating an empty
 * database (about 7 s of a loaded 2-core machine per file). A second copy also holds the demo
 * data, for the servers that seed it (`startTestApp({ seed: seedDemoData })`, most files): they
 * skip seeding, and its password hash. Embedded: PGlite data-directory dumps that each test server
 * loads. PostgreSQL: template databases that each scratch database is created from. Each server
 * still runs the migrator, the reference loaders and seedDemoData, which find nothing to do, so a
 * copy can never be older than the code.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const plain = await templateDatabase(serverUrl, (database) => loadTestReferenceData(database.db));
    const demo = await templateDatabase(serverUrl, async (database) => {
      await loadTestReferenceData(database.db);
      await seedDemoData(database.db);
    });
    project.provide('pgliteSnapshot', null);
    project.provide('pgliteDemoSnapshot', null);
    project.provide('pgTemplate', plain);
    project.provide('pgDemoTemplate', demo);
    return async () => {
      for (const name of [plain, demo])
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const files: string[] = [];
  try {
    await loadTestReferenceData(database.db);
    files.push(await writeDump(database, 'reference'));
    await seedDemoData(database.db);
    files.push(await writeDump(database, 'demo'));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', files[0] ?? null);
  project.provide('pgliteDemoSnapshot', files[1] ?? null);
  project.provide('pgTemplate', null);
  project.provide('pgDemoTemplate', null);
  return () => {
    for (const file of files) fs.rmSync(file, { force: true });
  };
}
