/** Shared by the ECMO module's HTTP tests (not a test file itself). */
import { asc, eq } from 'drizzle-orm';
import { healthCareProviders, patientProfiles, users } from '../../db/schema/index.ts';
import type { ApiClient } from '../../test/http.ts';
import type { TestApp } from '../../test/test-app.ts';

let counter = 0;

/** A new patient profile with a name no other test uses; returns its id and names. */
export async function newPatient(t: TestApp, overrides: Partial<typeof patientProfiles.$inferInsert> = {}) {
  counter += 1;
  const [row] = await t.db
    .insert(patientProfiles)
    .values({
      lastName: `Ecmotest${counter}x${Date.now() % 100000}`,
      firstName: 'Pat',
      gender: 'Female',
      dateOfBirth: '1970-03-04',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no patient');
  return row;
}

export async function providerIds(t: TestApp): Promise<number[]> {
  const rows = await t.db
    .select({ id: healthCareProviders.id })
    .from(healthCareProviders)
    .orderBy(asc(healthCareProviders.id));
  return rows.map((r) => r.id);
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** An ISO date-time `hours` ago (a past event). */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
export const daysAgo = (days: number) => hoursAgo(days * 24);

export function newCaseBody(patientProfileId: number, hospitalId: number, callTakerId: number) {
  return {
    callTakerId,
    callDateTime: hoursAgo(2),
    patientProfileId,
    referrerLastName: 'Referrer',
    referrerFirstName: 'Rita',
    referrerPosition: 'ICU Cons',
    referrerContactNumber: '03 9000 1234',
    referrerHospitalId: hospitalId,
    referrerHospitalUnit: 'ICU',
    referrerHospitalAddress: '55 Commercial Road, Melbourne',
    referrerEmailAddress: 'rita@example.com',
  };
}

export function patientHospitalBody(hospitalId: number, overrides: Record<string, unknown> = {}) {
  return {
    patientHospitalId: hospitalId,
    patientHospitalUnit: 'ICU',
    patientHospitalUrn: 'U12345',
    patientHospitalAddress: '300 Grattan Street, Parkville',
    hospitalAdmissionDateTime: daysAgo(3),
    icuAdmissionDateTime: daysAgo(2),
    patientWeight: 82,
    patientHeight: 178,
    infectiousRisk: true,
    infectiousRiskDetails: 'COVID-19 positive',
    insuranceStatus: 'Unknown',
    acceptedByHospital: null,
    ...overrides,
  };
}

/** A complete observation to commit: HR 100, 120/80, RR 20, SpO2 95, GCS 4+5+6. */
export function observation(overrides: Record<string, unknown> = {}) {
  return {
    observationType: 'Pre-ECMO',
    observationDateAndTime: hoursAgo(1),
    hr: 100,
    rhythm: 'Sinus rhythm',
    sbp: 120,
    dbp: 80,
    temperature: 37.2,
    respRate: 20,
    spo2: 95,
    eyes: 4,
    verbal: 5,
    motor: 6,
    oxygenTherapy: { oxygenTherapy: 'Face Mask', flowRate: 10, estimatedFio2: null },
    ...overrides,
  };
}

/**
 * ECMO details of a case on ECMO since `startDaysAgo` days; with `decannulatedDaysAgo` the case
 * is decannulated (the server then sets Off ECMO).
 */
export function ecmoDetailsBody(
  startDaysAgo: number,
  decannulatedDaysAgo?: number,
  overrides: Record<string, unknown> = {},
) {
  const start = daysAgo(startDaysAgo);
  return {
    ecmoStatus: 'OnEcmo',
    cannulationWithoutEcmo: false,
    ecmoDevice: 'Cardiohelp',
    ecmoStartDate: start,
    ecmoStartLocation: { location: 'ICU' },
    ecmoMode: 'VV',
    circuit: 'HLS',
    cannulation: {
      dateTimeFlowStarted: start,
      initialSpeed: 3500,
      initialFlow: 4.5,
      initialSweep: 3,
      membraneLung: 'Single Membrane',
      primaryDrainage: { outerDiameter: 25, cannulaLength: 55 },
      primaryReturn: { venousOrArterial: 'V', outerDiameter: 21 },
    },
    cardiacArrest: { isCardiacArrest: false },
    decannulation:
      decannulatedDaysAgo === undefined
        ? { hasEcmoStoppedAndDecannulated: false }
        : {
            hasEcmoStoppedAndDecannulated: true,
            decannulationDateTime: daysAgo(decannulatedDaysAgo),
            cannulaRepairRequired: false,
            postDecannulationVascularStudyBooked: true,
            decannulationReason: 'Reconfiguration',
          },
    ...overrides,
  };
}

/** Creates a case through the API; returns its id. */
export async function createCase(api: ApiClient, body: ReturnType<typeof newCaseBody>): Promise<number> {
  const res = await api.post('/api/ecmo/cases', body);
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * Saves a case section as the web does: with the case's current lastModified (read first), so
 * the save is checked for conflicts. A body that names its own lastModified (a stale one, in a
 * conflict test) or forceUpdate keeps it.
 */
export async function saveSection(api: ApiClient, caseId: number, section: string, body: object = {}) {
  const current = await api.get(`/api/ecmo/cases/${caseId}`);
  return api.patch(`/api/ecmo/cases/${caseId}/${section}`, {
    lastModified: current.body.lastModified,
    ...body,
  });
}
