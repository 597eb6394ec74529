import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';

/** The hospital of the profile's URN. */
export const ALFRED = { id: 1, name: 'The Alfred', nickName: 'Alfred' };

/**
 * A patient profile as GET /api/ccmp/patientprofiles answers it, for the tests of the patient
 * admin pages and of the shared patient picker (components/patients).
 */
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
