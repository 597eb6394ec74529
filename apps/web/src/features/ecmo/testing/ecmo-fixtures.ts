import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { makeCurrentUser } from '../../../testing/test-data.ts';

export const ECMO_MANAGER = makeCurrentUser({ access: { ecmo: 20 } });
export const ECMO_READER = makeCurrentUser({ access: { ecmo: 10 } });
export const SYSTEM_ADMIN = makeCurrentUser({ role: 'systemadmin' });

/** An open case with a referrer only (no other section saved yet). */
export function makeCase(overrides: Partial<EcmoCase> = {}): EcmoCase {
  return {
    id: 7,
    caseId: 'ECMO7',
    patientProfileId: 3,
    patient: {
      firstName: 'Jane',
      lastName: 'Citizen',
      middlename: null,
      gender: 'Female',
      age: 45,
      dateOfBirth: '1980-05-01',
    },
    callTakerId: 1,
    callTaker: 'Sam Someone',
    callDateTime: '2026-11-01T01:00:00.000Z',
    referrer: {
      referrerLastName: 'Who',
      referrerFirstName: 'Doctor',
      referrerPosition: 'ICU Cons',
      referrerContactNumber: '0390001111',
      referrerHospitalId: 5,
      referrerHospital: 'RMH',
      referrerHospitalUnit: 'ICU',
      referrerHospitalAddress: '300 Grattan St',
      referrerEmailAddress: null,
    },
    patientHospitalInformation: null,
    clinicalDetails: null,
    ecmoDetails: null,
    ecmoConclusion: null,
    archived: false,
    dateCreated: '2026-11-01T01:00:00.000Z',
    closedOn: null,
    lastModified: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

/** The lookups a case page asks for. */
export function lookupRoutes(): MockRoutes {
  return {
    'GET /api/ecmo/ecmoprimaryorganfailures': {
      body: [
        { id: 1, name: 'Cardiac' },
        { id: 2, name: 'Respiratory' },
        { id: 3, name: 'Combined' },
      ],
    },
    'GET /api/ecmo/ecmodiagnosiscategories': {
      body: [
        { id: 11, name: 'Cardiogenic shock', primaryOrganFailureId: 1 },
        { id: 21, name: 'ARDS', primaryOrganFailureId: 2 },
      ],
    },
    'GET /api/ecmo/ecmosecondarydiagnoses': { body: [{ id: 31, name: 'Sepsis' }] },
  };
}
