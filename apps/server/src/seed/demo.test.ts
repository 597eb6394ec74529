import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/queries/rows.ts';
import {
  auditEvents,
  ecmoCases,
  jurisdictions,
  patientProfiles,
  presentations,
  telehealthCases,
  users,
  vstClinics,
  vstConsults,
  vstFollowups,
  vtisConsults,
  vtisFollowups,
} from '../db/schema/index.ts';
import { clientFor } from '../test/clients.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo data', () => {
  it('seeds once: accounts, Australia with its eight jurisdictions, audit events', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    const [userCount] = await t.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(DEMO_ACCOUNTS.length);
    const [stateCount] = await t.db.select({ n: count() }).from(jurisdictions);
    expect(stateCount?.n).toBe(8);
    const [auditCount] = await t.db.select({ n: count() }).from(auditEvents);
    expect(auditCount?.n).toBe(DEMO_ACCOUNTS.length);
  });

  it('matches the README table of demo accounts row for row', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
    const rows = readme
      .split('\n')
      .filter((line) => /^\| [^ ]+@scout\.example \|/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(DEMO_ACCOUNTS.map((a) => [a.email, DEMO_PASSWORD, a.roleLabel]));
  });

  it("gives every demo patient's journey entries that open a real case of that patient", async () => {
    await seedDemoData(t.db);
    // Where each journey entry's View leads (domain/patients/presentations): the module's own table.
    const caseTables = {
      ECMO: ecmoCases,
      Telehealth: telehealthCases,
      Outpatient: vstClinics,
      VST: vstConsults,
      VSTFollowup: vstFollowups,
      VTIS: vtisConsults,
      VTISFollowup: vtisFollowups,
    };
    const shown = await t.db
      .select({
        discriminator: presentations.discriminator,
        caseId: presentations.caseId,
        patientProfileId: presentations.patientProfileId,
        lastName: patientProfiles.lastName,
      })
      .from(presentations)
      .innerJoin(patientProfiles, eq(patientProfiles.id, presentations.patientProfileId))
      .where(isNull(presentations.deletedAt));
    // Every kind of case has entries, and every entry's case exists and is that patient's.
    expect(new Set(shown.map((p) => p.discriminator))).toEqual(new Set(Object.keys(caseTables)));
    for (const entry of shown) {
      const table = caseTables[entry.discriminator as keyof typeof caseTables];
      expect(table, entry.discriminator).toBeDefined();
      const [found] = await queryRows<{ patientProfileId: number }>(
        t.db,
        sql`SELECT patient_profile_id AS "patientProfileId" FROM ${sql.identifier(getTableName(table))} WHERE id = ${entry.caseId}`,
      );
      expect(found?.patientProfileId, `${entry.discriminator} ${entry.caseId}`).toBe(entry.patientProfileId);
    }
    // The patients who once had made-up entries (case ids 900001...) have real ones now.
    const journeyOf = (lastName: string) =>
      shown.filter((p) => p.lastName === lastName).map((p) => p.discriminator);
    expect(journeyOf('Nguyen').length).toBeGreaterThan(0);
    expect(journeyOf('Walsh')).toEqual(expect.arrayContaining(['ECMO', 'VST']));
    expect(shown.every((p) => p.caseId < 900_000)).toBe(true);
  });

  it('gives every journey entry whose diagnosis is known its principal problem (issue 24 item 10)', async () => {
    await seedDemoData(t.db);
    const admin = await clientFor(t, 'admin@scout.example');
    const journey = async (lastName: string, firstName: string, middlename?: string) => {
      const [profile] = await t.db
        .select({ id: patientProfiles.id })
        .from(patientProfiles)
        .where(
          and(
            eq(patientProfiles.lastName, lastName),
            eq(patientProfiles.firstName, firstName),
            middlename ? eq(patientProfiles.middlename, middlename) : isNull(patientProfiles.middlename),
          ),
        );
      const res = await admin.get(`/api/ccmp/patientprofiles/${profile?.id}/presentations`);
      expect(res.status).toBe(200);
      return (res.body as Array<{ discriminator: string; principalProblem: string | null }>).map((p) => [
        p.discriminator,
        p.principalProblem,
      ]);
    };
    // A closed VTIS consult (its diagnosis) and its follow-up (the working diagnosis after it).
    expect(await journey('Rossi', 'Giuseppe')).toEqual(
      expect.arrayContaining([
        ['VTIS', 'Ischaemic Stroke (Left MCA syndrome)'],
        ['VTISFollowup', 'Ischaemic Stroke (Left MCA infarct, cardioembolic)'],
      ]),
    );
    // An inpatient VTIS consult before its diagnosis: the working diagnosis it was referred with.
    expect(await journey('Citizen', 'Jane', 'Mary')).toContainEqual(['VTIS', 'Ischaemic Stroke']);
    // An outpatient clinic: the initial diagnosis; a VST follow-up: its consult's diagnosis.
    expect(await journey('Ιωάννου', 'Μαρία')).toEqual([['Outpatient', 'Left hemisphere TIA']]);
    expect(await journey('Smith', 'Alex')).toEqual(
      expect.arrayContaining([
        ['VST', 'Ischaemic Stroke (Left MCA syndrome)'],
        ['VSTFollowup', 'Ischaemic Stroke (Left MCA syndrome)'],
      ]),
    );
  });
});
