/**
 * The backup and restore procedures of docs/operations.md, run end to end: a record written, the
 * backup taken as the document says, the restore opened as SCOUT opens a database (migrations
 * included), the record read back.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test/test-users.ts';
import { type Database, openDatabase } from './client.ts';
import { users } from './schema/index.ts';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

async function emailOf(database: Database, id: number): Promise<string | undefined> {
  const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

// Each test migrates an empty database from the first migration (no prepared copy: the point is
// SCOUT opening a database as an operator would): a minute or more on a loaded two-core machine.
describe('backup and restore', { timeout: 180_000 }, () => {
  it('embedded: a copy of the stopped data directory opens with every record', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-backup-'));
    const restored = `${dataDir}-restored`;
    scratch.push(dataDir, restored);
    const live = await openDatabase({ dataDir });
    const user = await createTestUser(live.db);
    await live.close();

    fs.cpSync(dataDir, restored, { recursive: true });
    const copy = await openDatabase({ dataDir: restored });
    try {
      expect(await emailOf(copy, user.id)).toBe(user.email);
    } finally {
      await copy.close();
    }
  });

  // pg_dump and pg_restore need a server: this part runs in the PostgreSQL pass of the suite
  // (.ci/run) and is not registered on PGlite.
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  it('PostgreSQL: pg_dump -Fc, then pg_restore into a new database, opens with every record', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const tag = crypto.randomBytes(4).toString('hex');
    const [source, target] = [`scout_backup_${tag}`, `scout_restored_${tag}`];
    const urlOf = (name: string) => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const dump = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scout-dump-')), 'scout.dump');
    scratch.push(path.dirname(dump));
    try {
      await admin.query(`CREATE DATABASE ${source}`);
      const live = await openDatabase({ databaseUrl: urlOf(source), poolSize: 2 });
      const user = await createTestUser(live.db);
      await live.close();

      execFileSync('pg_dump', ['-Fc', '-d', urlOf(source), '-f', dump]);
      await admin.query(`CREATE DATABASE ${target}`);
      execFileSync('pg_restore', ['-d', urlOf(target), dump]);

      const copy = await openDatabase({ databaseUrl: urlOf(target), poolSize: 2 });
      try {
        expect(await emailOf(copy, user.id)).toBe(user.email);
      } finally {
        await copy.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      await admin.end();
    }
  });
});
