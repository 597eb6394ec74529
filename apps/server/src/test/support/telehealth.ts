/** Shared by the Telehealth module's HTTP tests (not a test file itself). */
import type { ApiClient } from '../http.ts';
import { daysAgo, hoursAgo } from './cases.ts';

export const BASE = '/api/telehealth/case';
export const REFERENCE = '/api/telehealth/referencedata';
export const TH_ADMIN = 'telehealth.admin@scout.example';
export const TH_MANAGE = 'telehealth.manage@scout.example';
export const TH_READ = 'telehealth.read@scout.example';

/** POST /case: the call, the patient and the referrer. */
export function newCaseBody(patientProfileId: number, hospitalId: number, callTakerId: number) {
  return {
    callTakerId,
    callDateTime: hoursAgo(2),
    patientProfileId,
    firstName: 'Rita',
    lastName: 'Referrer',
    position: 'Registrar',
    contactNumber: '03 5555 0101',
    emailAddress: 'rita@example.com',
    hospitalId,
    hospitalUnit: 'ED',
    hospitalAddress: '1 Hospital Road, Bendigo',
  };
}

export function referrerBody(hospitalId: number, callTaker: number, overrides: Record<string, unknown> = {}) {
  const {
    callTakerId: _c,
    callDateTime,
    patientProfileId: _p,
    ...referrer
  } = newCaseBody(0, hospitalId, callTaker);
  return { ...referrer, callTaker, callTakerDateTime: callDateTime, ...overrides };
}

export function patientInformationBody(hospitalId: number, overrides: Record<string, unknown> = {}) {
  return {
    healthCareProviderId: hospitalId,
    hospitalURN: 'UR778899',
    dateOfAdmissionHospital: daysAgo(4),
    dateOfAdmissionCriticalCare: daysAgo(3),
    patientWeight: 82,
    patientHeight: 176,
    icuAdmissionDiagnoses: [{ diagnosis: 'Community-acquired pneumonia' }, { diagnosis: 'Septic shock' }],
    ...overrides,
  };
}

export const patientHistoryBody = {
  historyOfPresentingCase: 'Three days of fever and cough, hypoxic on arrival.',
  previousMedicalHistory: 'Type 2 diabetes',
  allergies: 'Penicillin (rash)',
  currentMedications: 'Metformin',
  previousMedications: null,
};

/** A new consultation (id 0) on non-invasive ventilation, on noradrenaline. */
export function consultationBody(overrides: Record<string, unknown> = {}) {
  return {
    id: 0,
    createdOn: new Date().toISOString(),
    airway: { endotrachealTube: false },
    breathing: {
      respiratorySupportType: 4,
      respiratoryRate: 28,
      oxygenSaturation: 92,
      estimatedFiO2: 50,
      pressureSupport: 10,
      positiveEndExpiratoryPressure: 8,
      tidalVolume: 450,
    },
    circulationAndInfusion: {
      temperature: 38.4,
      heartRate: 112,
      rhythmn: 'Sinus Rhythm',
      systolicBloodPressure: 95,
      diastolicBloodPressure: 55,
      inotropesAdministered: true,
      urineOutput: 40,
      fluidBalance: -250,
      infusions: [{ name: 'Noradrenaline', rate: 8, rateUnits: 'mL/h' }],
      medications: [{ name: 'Paracetamol', dose: '1 g', route: 'IV', frequency: 'Q6H' }],
    },
    disability: { eyes: 4, verbal: 5, motor: 6, painScore: 3 },
    environmentAndExposure: { peripheralIVs: 2, nutrition: true },
    investigations: { bloods: { hemoglobin: 112, sodium: 138 }, radiology: 'CXR' },
    recommendations: { recommendationNotes: 'Continue NIV; review in 4 hours.' },
    ...overrides,
  };
}

/** Creates a case through the API; returns its id. */
export async function createCase(api: ApiClient, body: ReturnType<typeof newCaseBody>): Promise<number> {
  const res = await api.post(BASE, body);
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/**
 * Saves as the web does: with the case's current lastModified (read first), so the save is
 * checked for conflicts. A body naming its own lastModified or forceUpdate keeps it.
 */
export async function save(api: ApiClient, path: string, caseId: number, body: object) {
  const current = await api.get(`${BASE}/${caseId}`);
  return api.put(`${BASE}${path}`, { id: caseId, lastModified: current.body.lastModified, ...body });
}

/** The whole case as PUT /case takes it, from the case as GET answers it. */
export function wholeCaseOf(
  c: Record<string, never> | Record<string, unknown>,
  overrides: Record<string, unknown> = {},
) {
  const strip = <T extends object | null>(section: T, keys: string[]) =>
    section && Object.fromEntries(Object.entries(section).filter(([k]) => !keys.includes(k)));
  return {
    id: c.id,
    lastModified: c.lastModified,
    referrerInformation: strip(c.referrerInformation as object, ['hospital', 'callTakerName']),
    intensivistInformation: strip(c.intensivistInformation as object | null, ['caseIntensivist']),
    patientInformation: strip(c.patientInformation as object | null, ['healthCareProvider', 'lengthOfStay']),
    patientHistoryInformation: c.patientHistoryInformation,
    outcomeInformation: c.outcomeInformation,
    ...overrides,
  };
}
