import type { ProfileMergeItems } from '@scout/domain/patients/merge.schema';
import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import type { Presentation } from '@scout/domain/patients/presentations';
import { makeCurrentUser } from '../../../testing/test-data.ts';

export const ADMIN = makeCurrentUser({ role: 'systemadmin' });

export const ALFRED = { id: 1, name: 'The Alfred', nickName: 'Alfred' };
export const RMH = { id: 2, name: 'Royal Melbourne Hospital', nickName: 'RMH' };

export function makeProfile(overrides: Partial<PatientProfile> = {}): PatientProfile {
  return {
    id: 7,
    lastName: 'Citizen',
    firstName: 'Jane',
    middlename: null,
    dateOfBirth: '1985-03-12',
    age: 40,
    gender: 'Female',
    emailAddress: null,
    countryCode: 1101,
    livesOverseas: false,
    addressUnitOrRoomNumber: null,
    addressStreetNumber: '12',
    addressStreetName: 'Smith Street',
    addressSuburb: 'Carlton',
    addressState: 'VIC',
    addressPostcode: '3053',
    addressCountryCode: 1101,
    patientHealthCareProviders: [
      {
        healthCareProviderId: ALFRED.id,
        healthCareProviderName: ALFRED.name,
        healthCareProviderNickName: 'Alfred',
        urn: '445566',
      },
    ],
    activeEcmoCaseId: null,
    activeVstConsultId: null,
    activeOutpatientId: null,
    activeTelehealthCaseId: null,
    activeVtisConsults: [],
    lastModified: '2026-01-10T01:02:03.000Z',
    mergedIntoId: null,
    ...overrides,
  };
}

export function makePresentation(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: 31,
    discriminator: 'ECMO',
    presentationDateTime: '2026-02-03T04:05:00.000Z',
    studyId: 'ECMO0031',
    principalProblem: 'Cardiogenic shock',
    healthCareProviderId: ALFRED.id,
    healthCareProviderName: ALFRED.name,
    isActive: false,
    status: 'Closed',
    ...overrides,
  };
}

const none = (): ProfileMergeItems => ({
  patientInfo: [],
  patientUrn: [],
  previousAddresses: [],
  vstConsults: [],
  vstFollowups: [],
  vtisConsults: [],
  vtisFollowups: [],
  ecmoCases: [],
  telehealthCases: [],
});

export function makeMergeItems(overrides: Partial<ProfileMergeItems> = {}): ProfileMergeItems {
  return { ...none(), ...overrides };
}

/** A 409 in the server's error shape. */
export const CONFLICT = {
  status: 409,
  body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' },
};
