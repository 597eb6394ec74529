/** Shared by the ECMO module's HTTP tests (not a test file itself). */
import type { ecmoNewCaseBody } from '../../../tools/request-bodies.ts';
import type { ApiClient } from '../http.ts';
import { daysAgo, hoursAgo } from './cases.ts';

export { ecmoNewCaseBody as newCaseBody } from '../../../tools/request-bodies.ts';
/** The case fixtures every module's tests share live once, in test/support/cases.ts. */
export { providerIds } from '../clients.ts';
export { daysAgo, hoursAgo, newPatient, userId } from './cases.ts';

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
export async function createCase(api: ApiClient, body: ReturnType<typeof ecmoNewCaseBody>): Promise<number> {
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
