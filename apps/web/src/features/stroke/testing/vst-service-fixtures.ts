/**
 * The VST service's lookups (GET /api/vst/hospitals, /managers, /users: stroke/api/vst-area.ts) as
 * the tests of VST, the clinics and the reperfusion register answer them, and the patient their
 * records name.
 */
export const HOSPITALS = [
  { id: 5, name: 'Royal Melbourne Hospital', nickName: 'RMH', address: '300 Grattan St' },
];
export const NEUROLOGISTS = [{ id: 9, displayName: 'Dr Nina Neuro' }];

export const lookupRoutes = {
  'GET /api/vst/hospitals': { body: HOSPITALS },
  'GET /api/vst/managers': { body: NEUROLOGISTS },
  'GET /api/vst/users': { body: [{ id: 1, displayName: 'Sam Someone' }] },
};

/** A patient profile as GET /api/ccmp/patientprofiles answers it. */
export const PATIENT = {
  id: 3,
  lastName: 'Example',
  firstName: 'Alex',
  middlename: null,
  dateOfBirth: '1964-03-09',
  age: 62,
  gender: 'Male',
  emailAddress: null,
  countryCode: 1101,
  livesOverseas: false,
  addressUnitOrRoomNumber: null,
  addressStreetNumber: '1',
  addressStreetName: 'Main St',
  addressSuburb: 'Parkville',
  addressState: 'VIC',
  addressPostcode: '3052',
  addressCountryCode: 1101,
  patientHealthCareProviders: [],
  activeEcmoCaseId: null,
  activeVstConsultId: null,
  activeOutpatientId: null,
  activeTelehealthCaseId: null,
  activeVtisConsults: [],
  lastModified: '2026-11-01T00:00:00.000Z',
};
