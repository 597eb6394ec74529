import { CLINIC_SECTION_SCHEMAS, makeClinicSaveSchema } from '@scout/domain/clinics/case.schema';
import { makeClinicalDetailsSchema } from '@scout/domain/ecmo/clinical-details.schema';
import { makeEcmoDetailsSchema } from '@scout/domain/ecmo/ecmo-details.schema';
import { makePatientHospitalInformationSchema } from '@scout/domain/ecmo/patient-hospital.schema';
import { referrerInformationSchema as ecmoReferrerSchema } from '@scout/domain/ecmo/referrer.schema';
import { makePatientProfileSchema } from '@scout/domain/patients/patient-profile.schema';
import {
  makeReperfusionCaseSaveSchema,
  REPERFUSION_SECTION_SCHEMAS,
} from '@scout/domain/reperfusion/case.schema';
import { medicareNumberError } from '@scout/domain/stroke/medicare';
import {
  consultationSchema,
  makeReferrerInformationSchema as makeTelehealthReferrerSchema,
  patientHistoryInformationSchema,
  patientInformationSchema as telehealthPatientSchema,
} from '@scout/domain/telehealth/case.schema';
import { makeVstConsultSaveSchema, VST_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vst/case.schema';
import { makeVstFollowupSaveSchema, VST_FOLLOWUP_SECTION_SCHEMAS } from '@scout/domain/vst/followup.schema';
import { makeVtisConsultSaveSchema, VTIS_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vtis/case.schema';
import {
  makeVtisFollowupSaveSchema,
  VTIS_FOLLOWUP_SECTION_SCHEMAS,
} from '@scout/domain/vtis/followup.schema';
import {
  HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS,
  makeHospitalDocumentationSaveSchema,
} from '@scout/domain/vtis/hospital-documentation.schema';
import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ecmoCases,
  healthCareProviders,
  patientProfiles,
  patientUrns,
  telehealthCases,
  telehealthConsultations,
  vstClinics,
  vstConsults,
  vstFollowups,
  vstReperfusionCases,
  vtisConsults,
  vtisFollowups,
  vtisHospitalDocumentation,
} from '../db/schema/index.ts';
import { SAMPLE_GAZETTEER } from '../integrations/address/gazetteer-data.ts';
import { clientFor } from '../test/clients.ts';
import type { ApiClient } from '../test/http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo.ts';
import { DEMO_PROVIDERS } from './demo-data.ts';
import { DEMO_PEOPLE } from './demo-people.ts';

/**
 * The demo data a clinician would trust (issue 24 item 13): every demo record passes the product's
 * own rules, as a save of it would be checked (the domain's save schemas, with their cross-field,
 * time-order and plausibility checks, in the service's time zone), and reads as real patients do:
 * a URN of their own at each hospital, a valid Medicare number no other patient has, a title that
 * agrees with their sex, times in clinical order, a home in the region of their hospital and the
 * hospital's own address on its records, and names written in Vietnamese, Greek, Chinese, Arabic
 * and Polish letters among them.
 */
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown> & { id: number };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The messages of a save of every stored section of `row` (none when it would be saved). */
function saveIssues(
  schema: z.ZodType,
  row: Row,
  sections: Record<string, unknown>,
  record: Record<string, unknown> = {},
): string[] {
  const names = Object.keys(sections);
  const saved = names.filter((name) => row[name] != null);
  if (!saved.length) return [];
  const body = {
    id: row.id,
    lastModified: iso(row.lastModified as Date | null),
    sectionsToUpdate: saved,
    ...record,
    ...Object.fromEntries(names.map((name) => [name, row[name] ?? null])),
  };
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** The messages of one section's schema over its stored value (none when null or valid). */
function sectionIssues(schema: z.ZodType, value: unknown): string[] {
  if (value == null) return [];
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

async function base() {
  const providers = await t.db
    .select({ id: healthCareProviders.id, address: healthCareProviders.address })
    .from(healthCareProviders)
    .orderBy(asc(healthCareProviders.id));
  const profiles = await t.db.select().from(patientProfiles).where(isNull(patientProfiles.mergedIntoId));
  const urns = await t.db.select().from(patientUrns);
  const urnOf = (profileId: number, hospitalId: number | null | undefined) =>
    urns.find((u) => u.patientProfileId === profileId && u.healthCareProviderId === hospitalId)?.urn;
  const addressOf = (hospitalId: unknown) => providers.find((p) => p.id === hospitalId)?.address;
  return { providers, profiles, urns, urnOf, addressOf };
}

describe('the demo data a clinician would trust', () => {
  it('has the patients in the letters their names are written in', () => {
    const names = DEMO_PEOPLE.map((p) => `${p.lastName} ${p.firstName}`);
    expect(
      names.some((n) => /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/iu.test(n)),
      'Vietnamese',
    ).toBe(true);
    expect(
      names.some((n) => /\p{Script=Greek}/u.test(n)),
      'Greek',
    ).toBe(true);
    expect(
      names.some((n) => /\p{Script=Han}/u.test(n)),
      'Chinese',
    ).toBe(true);
    expect(
      names.some((n) => /\p{Script=Arabic}/u.test(n)),
      'Arabic',
    ).toBe(true);
    expect(
      names.some((n) => /[ŁłŚśŹźŻżĆćŃńĘęĄą]/u.test(n)),
      'Polish',
    ).toBe(true);
  });

  it('gives each patient a valid Medicare number of their own and a title that agrees with their sex', () => {
    const person = (p: (typeof DEMO_PEOPLE)[number]) => `${p.lastName}|${p.firstName}|${p.dateOfBirth}`;
    const holder = new Map<string, string>();
    for (const p of DEMO_PEOPLE) {
      expect(medicareNumberError(p.medicareNumber), `${p.firstName} ${p.lastName}`).toBeNull();
      // One number, one person (the duplicate profile of Jane Citizen is the same person).
      const other = holder.get(p.medicareNumber);
      if (other) expect(other, p.medicareNumber).toBe(person(p));
      holder.set(p.medicareNumber, person(p));
      const expected = { Male: ['Mr'], Female: ['Mrs', 'Ms', 'Miss'], Unspecified: [null] }[p.gender];
      expect(expected, `${p.title} ${p.firstName} ${p.lastName}`).toContain(p.title);
    }
  });

  it('stores every patient profile as a save would accept it, with distinct URNs at each hospital and a home near their hospital', async () => {
    const { providers, profiles, urns } = await base();
    expect(profiles.length).toBeGreaterThanOrEqual(DEMO_PEOPLE.length);
    const profileSchema = makePatientProfileSchema();
    for (const profile of profiles) {
      const res = await admin.get(`/api/ccmp/patientprofiles/${profile.id}`);
      expect(res.status).toBe(200);
      expect(sectionIssues(profileSchema, res.body), `${profile.firstName} ${profile.lastName}`).toEqual([]);
    }
    const seen = new Map<string, number>();
    for (const u of urns) {
      const key = `${u.healthCareProviderId}|${u.urn}`;
      expect(seen.get(key) ?? u.patientProfileId, `URN ${u.urn} used twice at one hospital`).toBe(
        u.patientProfileId,
      );
      seen.set(key, u.patientProfileId);
    }
    // The region a home belongs to: Melbourne's hospitals serve its suburbs; Bendigo and Ballarat
    // their regions.
    const region = {
      'Metropolitan Hospital': ['Melbourne'],
      Bendigo: ['Bendigo', 'Echuca', 'Swan Hill'],
      Ballarat: ['Ballarat', 'Horsham', 'Hamilton'],
    };
    for (const [i, p] of DEMO_PEOPLE.entries()) {
      const profile = profiles.find(
        (r) =>
          r.lastName === p.lastName && r.firstName === p.firstName && r.middlename === (p.middlename ?? null),
      );
      expect(profile, `${p.firstName} ${p.lastName}`).toBeDefined();
      const [homeHospital] = p.urns[0] ?? [];
      const provider = DEMO_PROVIDERS[homeHospital ?? 0];
      const home = SAMPLE_GAZETTEER.find(
        (a) =>
          a.municipalitySubdivision === profile?.addressSuburb && a.postalCode === profile?.addressPostcode,
      );
      const served =
        provider?.type === 'Metropolitan Hospital'
          ? region['Metropolitan Hospital']
          : region[provider?.nickName as 'Bendigo' | 'Ballarat'];
      expect(
        served,
        `${i}: ${p.firstName} ${p.lastName} lives in ${profile?.addressSuburb}, treated at ${provider?.name}`,
      ).toContain(home?.municipality);
      expect(providers.length).toBe(DEMO_PROVIDERS.length);
    }
  });

  it("passes every VST and VTIS record, clinic and reperfusion case through the save rules, with the patient hospital's URN and address", async () => {
    const { profiles, urnOf, addressOf } = await base();
    const timeZone = t.config.timeZone;
    const problems: string[] = [];
    const report = (what: string, issues: string[]) => {
      for (const issue of issues) problems.push(`${what}: ${issue}`);
    };
    const checkPatient = (what: string, row: Row, info: Record<string, unknown> | null) => {
      if (!info) return;
      const profileId = row.patientProfileId as number;
      if (info.patientHospitalUrn !== undefined)
        expect(info.patientHospitalUrn, `${what} URN`).toBe(
          urnOf(profileId, info.patientHospitalId as number),
        );
      if (info.patientHospitalAddress != null)
        expect(info.patientHospitalAddress, `${what} hospital address`).toBe(
          addressOf(info.patientHospitalId),
        );
      const profile = profiles.find((p) => p.id === profileId);
      if (info.title != null) {
        const titles = { Male: ['Mr', 'Dr'], Female: ['Mrs', 'Ms', 'Miss', 'Dr'], Unspecified: ['Dr'] };
        expect(titles[profile?.gender as keyof typeof titles], `${what} title ${info.title}`).toContain(
          info.title,
        );
      }
    };
    const medicare = new Map<string, number>();
    const checkMedicare = (what: string, row: Row, info: Record<string, unknown> | null) => {
      const number = info?.medicareNumber;
      if (typeof number !== 'string') return;
      expect(medicareNumberError(number), what).toBeNull();
      const profile = profiles.find((p) => p.id === row.patientProfileId);
      const key = `${profile?.lastName}|${profile?.firstName}|${profile?.dateOfBirth}`;
      const holder = medicare.get(number);
      if (holder !== undefined) {
        const other = profiles.find((p) => p.id === holder);
        expect(
          `${other?.lastName}|${other?.firstName}|${other?.dateOfBirth}`,
          `${what} shares ${number}`,
        ).toBe(key);
      }
      medicare.set(number, row.patientProfileId as number);
    };

    const vst = (await t.db.select().from(vstConsults)) as Row[];
    const vstSave = makeVstConsultSaveSchema({ timeZone });
    for (const row of vst) {
      const record = { callDateTime: iso(row.callDateTime as Date), schemaVersion: row.schemaVersion };
      report(`VST${row.id}`, saveIssues(vstSave, row, VST_CONSULT_SECTION_SCHEMAS, record));
      checkPatient(`VST${row.id}`, row, row.patientInformation as Record<string, unknown> | null);
    }
    const vstFollow = (await t.db.select().from(vstFollowups)) as Row[];
    const vstFollowSave = makeVstFollowupSaveSchema({ timeZone });
    for (const row of vstFollow) {
      report(
        `VST follow-up ${row.id}`,
        saveIssues(vstFollowSave, row, VST_FOLLOWUP_SECTION_SCHEMAS, {
          callDateTime: iso(row.callDateTime as Date),
        }),
      );
      checkPatient(`VST follow-up ${row.id}`, row, row.patientInformation as Record<string, unknown> | null);
      const consult = vst.find((c) => c.id === row.vstConsultId);
      expect(
        (row.callDateTime as Date) > (consult?.callDateTime as Date),
        `VST follow-up ${row.id} after its consult`,
      ).toBe(true);
    }
    const vtis = (await t.db.select().from(vtisConsults)) as Row[];
    const vtisSave = makeVtisConsultSaveSchema({ timeZone });
    for (const row of vtis) {
      report(
        `VTIS${row.id}`,
        saveIssues(vtisSave, row, VTIS_CONSULT_SECTION_SCHEMAS, {
          callDateTime: iso(row.callDateTime as Date),
        }),
      );
      const info = row.patientInformation as Record<string, unknown> | null;
      checkPatient(`VTIS${row.id}`, row, info);
      checkMedicare(`VTIS${row.id}`, row, info);
      // The stroke before its thrombolysis, both before the call.
      const history = row.patientHistory as Record<string, string> | null;
      if (history?.dateOfThrombolysis) {
        const onset = `${history.strokeOnsetDate}T${history.strokeOnsetTime}`;
        const lysis = `${history.dateOfThrombolysis}T${history.timeOfThrombolysis}`;
        expect(onset < lysis, `VTIS${row.id} onset ${onset} before thrombolysis ${lysis}`).toBe(true);
      }
    }
    const documentation = (await t.db.select().from(vtisHospitalDocumentation)) as Row[];
    const documentationSave = makeHospitalDocumentationSaveSchema({ timeZone });
    for (const row of documentation) {
      report(
        `VTIS${row.id} documentation`,
        saveIssues(documentationSave, row, HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS),
      );
      // It documents the consult's stroke: the same onset, the admission after it.
      const history = vtis.find((c) => c.id === row.id)?.patientHistory as Record<string, string> | null;
      const clinical = row.clinicalInformation as Record<string, string> | null;
      const admission = row.admissionDetails as Record<string, string> | null;
      expect([clinical?.dateOfStroke, clinical?.timeOfStroke], `VTIS${row.id} stroke`).toEqual([
        history?.strokeOnsetDate,
        history?.strokeOnsetTime,
      ]);
      expect(
        `${clinical?.dateOfStroke}T${clinical?.timeOfStroke}` <
          `${admission?.hospitalAdmissionDate}T${admission?.hospitalAdmissionTime}`,
      ).toBe(true);
    }
    const vtisFollow = (await t.db.select().from(vtisFollowups)) as Row[];
    const vtisFollowSave = makeVtisFollowupSaveSchema({ timeZone });
    for (const row of vtisFollow) {
      report(
        `VTIS follow-up ${row.id}`,
        saveIssues(vtisFollowSave, row, VTIS_FOLLOWUP_SECTION_SCHEMAS, {
          callDateTime: iso(row.callDateTime as Date),
        }),
      );
      checkPatient(`VTIS follow-up ${row.id}`, row, row.patientInformation as Record<string, unknown> | null);
    }
    const clinics = (await t.db.select().from(vstClinics)) as Row[];
    const clinicSave = makeClinicSaveSchema({ timeZone });
    for (const row of clinics) {
      report(
        `Clinic ${row.id}`,
        saveIssues(clinicSave, row, CLINIC_SECTION_SCHEMAS, { callDateTime: iso(row.callDateTime as Date) }),
      );
      const info = row.patientInformation as Record<string, unknown> | null;
      checkPatient(`Clinic ${row.id}`, row, info);
      checkMedicare(`Clinic ${row.id}`, row, info);
    }
    const reperfusion = (await t.db.select().from(vstReperfusionCases)) as Row[];
    const reperfusionSave = makeReperfusionCaseSaveSchema();
    for (const row of reperfusion) {
      const consult = vst.find((c) => c.id === row.id);
      report(
        `Reperfusion ${row.id}`,
        saveIssues(reperfusionSave, row, REPERFUSION_SECTION_SCHEMAS, {
          callDateTime: iso(row.callDateTime as Date),
          reperfusionTherapiesDetails: consult?.reperfusionTherapiesDetails ?? null,
        }),
      );
    }
    // Closed records were complete when closed: every section saved.
    for (const [what, rows, sections] of [
      ['VST', vst, VST_CONSULT_SECTION_SCHEMAS],
      ['VTIS', vtis, VTIS_CONSULT_SECTION_SCHEMAS],
      ['Clinic', clinics, CLINIC_SECTION_SCHEMAS],
    ] as const) {
      for (const row of rows.filter((r) => r.closedOn != null && r.deletedAt == null)) {
        for (const name of Object.keys(sections))
          expect(row[name], `${what}${row.id} closed without ${name}`).not.toBeNull();
      }
    }
    expect(
      vst.length * vtis.length * clinics.length * reperfusion.length * documentation.length,
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("passes every ECMO and Telehealth case through its section schemas, with the patient hospital's URN and address", async () => {
    const { urnOf, addressOf } = await base();
    const timeZone = t.config.timeZone;
    const problems: string[] = [];
    const report = (what: string, issues: string[]) => {
      for (const issue of issues) problems.push(`${what}: ${issue}`);
    };
    const ecmo = (await t.db.select().from(ecmoCases)) as Row[];
    for (const row of ecmo) {
      const what = `ECMO ${row.id}`;
      report(
        what,
        sectionIssues(ecmoReferrerSchema, {
          referrerLastName: row.referrerLastName,
          referrerFirstName: row.referrerFirstName,
          referrerPosition: row.referrerPosition,
          referrerContactNumber: row.referrerContactNumber,
          referrerHospitalId: row.referrerHospitalId,
          referrerHospitalUnit: row.referrerHospitalUnit,
        }),
      );
      report(what, sectionIssues(makePatientHospitalInformationSchema(), row.patientHospitalInformation));
      report(what, sectionIssues(makeClinicalDetailsSchema(), row.clinicalDetails));
      report(what, sectionIssues(makeEcmoDetailsSchema(), row.ecmoDetails));
      const info = row.patientHospitalInformation as Record<string, unknown>;
      expect(info.patientHospitalUrn, `${what} URN`).toBe(
        urnOf(row.patientProfileId as number, info.patientHospitalId as number),
      );
      expect(info.patientHospitalAddress, `${what} hospital address`).toBe(addressOf(info.patientHospitalId));
      // Hospital, then ICU admission, then the call.
      const hospitalAt = Date.parse(info.hospitalAdmissionDateTime as string);
      const icuAt = Date.parse(info.icuAdmissionDateTime as string);
      expect(
        hospitalAt <= icuAt && icuAt <= (row.callDateTime as Date).getTime(),
        `${what} admissions before the call`,
      ).toBe(true);
    }
    const telehealth = (await t.db.select().from(telehealthCases)) as Row[];
    const referrerSchema = makeTelehealthReferrerSchema(undefined, timeZone);
    for (const row of telehealth) {
      const what = `Telehealth ${row.id}`;
      report(what, sectionIssues(referrerSchema, row.referrerInformation));
      report(what, sectionIssues(telehealthPatientSchema, row.patientInformation));
      report(what, sectionIssues(patientHistoryInformationSchema, row.patientHistoryInformation));
      const info = row.patientInformation as Record<string, unknown> | null;
      if (info)
        expect(info.hospitalURN, `${what} URN`).toBe(
          urnOf(row.patientProfileId as number, info.healthCareProviderId as number),
        );
    }
    for (const row of (await t.db.select().from(telehealthConsultations)) as Row[]) {
      report(
        `Telehealth consultation ${row.id}`,
        sectionIssues(consultationSchema, {
          ...(row.data as object),
          id: row.id,
          createdOn: iso(row.createdOn as Date),
        }),
      );
    }
    expect(ecmo.length * telehealth.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
