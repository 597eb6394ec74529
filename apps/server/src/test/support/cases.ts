import { canCreateEcmoCase, canViewEcmoCases } from '@scout/domain/access/rules';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { patientProfiles, users } from '../../db/schema/index.ts';
import { createMemoryFileStore } from '../../integrations/file-store/memory-file-store.ts';
import { caseAttachmentsRoutes } from '../../modules/cases/attachments/routes.ts';
import { caseNotesRoutes } from '../../modules/cases/notes/routes.ts';
import { caseTransferRoutes } from '../../modules/cases/transfers/routes.ts';
import type { TransferMount } from '../../modules/cases/transfers/service.ts';
import { providerIdsLiteral } from '../../plugins/provider-scope.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/** PGlite and node-postgres both answer raw SQL with `rows`. */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The shared case parts mounted on a stand-in module ('test', /api/test/cases) whose cases live in
 * a small table made here. The parts never depend on a real module, so their tests do not either.
 * Case 1 has incomplete clinical details, case 2 complete ones, case 3 is closed (read-only);
 * there is no case 999. The cases belong to no provider (hospital_id null), so a user limited to
 * some providers sees none of them.
 */
export const TEST_BASE = '/api/test/cases';

export const testMount: TransferMount = {
  module: 'test',
  app: 'ecmo',
  basePath: TEST_BASE,
  canRead: canViewEcmoCases,
  canWrite: canCreateEcmoCase,
  caseExists: async (db, caseId, scope) => {
    const inScope = scope.all ? sql`true` : sql`hospital_id = any(${providerIdsLiteral(scope)}::int[])`;
    return (await rowsOf(db, sql`select 1 from test_cases where id = ${caseId} and ${inScope}`)).length > 0;
  },
  isCaseReadOnly: async (db, caseId) => {
    const rows = await rowsOf<{ closed: boolean }>(
      db,
      sql`select closed from test_cases where id = ${caseId}`,
    );
    return rows[0]?.closed === true;
  },
  clinicalDetailsComplete: async (db, caseId) => {
    const rows = await rowsOf<{ complete: boolean }>(
      db,
      sql`select clinical_details_complete as complete from test_cases where id = ${caseId}`,
    );
    return rows[0]?.complete === true;
  },
};

export async function startCasePartsApp(env: Record<string, string> = {}): Promise<TestApp> {
  const fileStore = createMemoryFileStore();
  return startTestApp({
    env,
    seed: async (db) => {
      await seedDemoData(db);
      await db.execute(
        sql`create table test_cases (id integer primary key, clinical_details_complete boolean not null, closed boolean not null, hospital_id integer)`,
      );
      await db.execute(
        sql`insert into test_cases values (1, false, false), (2, true, false), (3, true, true)`,
      );
    },
    extend: async (app, db, config) => {
      const deps = { db, config, fileStore, patientReferences: app.patientReferences };
      await app.register(caseNotesRoutes(testMount), deps);
      await app.register(caseAttachmentsRoutes(testMount), deps);
      await app.register(caseTransferRoutes(testMount), deps);
    },
  });
}

export const ADMIN = 'admin@scout.example';
export const ECMO_MANAGE = 'ecmo.manage@scout.example';
export const ECMO_READ = 'ecmo.read@scout.example';

// Case fixtures every case module's tests use.

let counter = 0;

/** A new patient profile with a name no other test uses; returns its id and names. */
export async function newPatient(t: TestApp, overrides: Partial<typeof patientProfiles.$inferInsert> = {}) {
  counter += 1;
  const [row] = await t.db
    .insert(patientProfiles)
    .values({
      lastName: `Casetest${counter}x${Date.now() % 100000}`,
      firstName: 'Pat',
      gender: 'Female',
      dateOfBirth: '1970-03-04',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no patient');
  return row;
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** An ISO date-time `hours` ago (a past event). */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
export const daysAgo = (days: number) => hoursAgo(days * 24);
