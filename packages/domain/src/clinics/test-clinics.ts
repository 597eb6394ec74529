import { FIXED_NOW, issuesOf } from '../cases/test-issues.ts';
import { makeClinicSaveSchema } from './case.schema.ts';

/** Test fixtures: a complete clinic, valid at FIXED_NOW (10 March 2026, 11:00 in Melbourne). */

export const CALL = '2026-03-10T10:00:00+11:00';

/** The patient as a stroke record answers it (stroke/intake.schema.ts strokePatientSchema). */
export const testPatient = {
  id: 1,
  firstName: 'Jo',
  lastName: 'Bloggs',
  middlename: null,
  gender: 'Female',
  dateOfBirth: '1960-01-01',
  age: null,
  livesOverseas: false,
  addressUnitOrRoomNumber: null,
  addressStreetNumber: '1',
  addressStreetName: 'Main St',
  addressSuburb: 'Ballarat',
  addressState: 'VIC',
  addressPostcode: '3350',
};
export const meta = { id: 9, lastModified: '2026-03-10T00:00:00.000Z', callDateTime: CALL };

export const referrer = {
  referrerFirstName: 'Ana',
  referrerLastName: 'Ng',
  referrerPosition: 'GP',
  referrerContactNumber: '0355550000',
  referrerHospitalId: 3,
  referrerHospitalUnit: 'Outpatient Clinic',
  referralDateTime: '2026-03-02T09:00:00+11:00',
  referrerDoctorProviderNumber: '4024742F',
};
export const patientInformation = {
  patientHospitalId: 3,
  patientHospitalUnit: 'Outpatient Clinic',
  patientHospitalUrn: 'UR77',
  patientHospitalAddress: '1 Main St, Ballarat VIC 3350',
  medicareNumber: '2123456701',
};
export const assessment = {
  dateOfReferral: '2026-03-02',
  initialVSTConsultationReceived: 'Yes',
  initialDiagnosisDetails: 'Left hemisphere TIA',
  reperfusionTherapyReceived: 'No',
  brainImagingFromInitialPresentation: 'CT brain: no acute change',
  investigationsPerformed: ['Carotid Doppler', 'TTE'],
  clinicNotes: 'Symptom free since',
  furtherAdviceAndOrTreatment: 'Aspirin, statin',
};
export const followup = { furtherClinicReviewRequired: 'Yes', nextClinicReviewTiming: '3 months' };

export const completeClinic = {
  ...meta,
  referrerInformation: referrer,
  patientInformation,
  clinicalAssessmentDetails: assessment,
  furtherFollowup: followup,
};

export const clinicSave = makeClinicSaveSchema({ now: FIXED_NOW });

/** The issues of a save of one section, the rest of the clinic around it. */
export const saving = (section: string, values: unknown) =>
  issuesOf(clinicSave, { ...completeClinic, sectionsToUpdate: [section], [section]: values });
