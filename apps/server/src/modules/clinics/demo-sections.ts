import { referrerSection } from '../stroke/demo-sections.ts';

/**
 * Complete clinic sections for a clinic called at `callAt` (valid by every rule of the domain: the
 * answers of the domain's fixture, clinics/test-clinics.ts, with dates relative to the call and a
 * real hospital id). The demo seed and the HTTP tests build clinics with them.
 */
const DAY = 86_400_000;

/** The referring doctor's Medicare provider number of the fixtures (a valid check letter). */
export const PROVIDER_NUMBER = '4024742F';

/** The clinic's referrer: the stroke referrer (a GP's referral a week before) with the provider number. */
export function clinicReferrerSection(
  callAt: Date,
  hospitalId: number,
  overrides: Record<string, unknown> = {},
) {
  return referrerSection(callAt, hospitalId, {
    referrerPosition: 'GP',
    referrerHospitalUnit: 'Outpatient Clinic',
    referralDateTime: new Date(callAt.getTime() - 7 * DAY).toISOString(),
    referrerDoctorProviderNumber: PROVIDER_NUMBER,
    ...overrides,
  });
}

/**
 * Every clinic section, complete (`sectionsToUpdate` names as keys). `patient`: the patient's own
 * answers (URN, Medicare number, the hospital's address) over the fixed ones the HTTP tests use.
 */
export function clinicSections(callAt: Date, hospitalId: number, patient: Record<string, unknown> = {}) {
  const referral = new Date(callAt.getTime() - 7 * DAY);
  return {
    referrerInformation: clinicReferrerSection(callAt, hospitalId),
    patientInformation: {
      patientHospitalId: hospitalId,
      patientHospitalUnit: 'Outpatient Clinic',
      patientHospitalUrn: 'UR7781',
      patientHospitalAddress: '1 Main St, Ballarat VIC 3350',
      medicareNumber: '2123456701',
      patientCurrentLocation: 'Home',
      ...patient,
    },
    clinicalAssessmentDetails: {
      // A calendar day in the service's time zone: a week before the call is safely before it.
      dateOfReferral: referral.toISOString().slice(0, 10),
      initialVSTConsultationReceived: 'Yes',
      initialDiagnosisDetails: 'Left hemisphere TIA',
      reperfusionTherapyReceived: 'No',
      brainImagingFromInitialPresentation: 'CT brain: no acute change',
      investigationsPerformed: ['Carotid Doppler', 'TTE'],
      clinicNotes: 'Symptom free since',
      furtherAdviceAndOrTreatment: 'Aspirin, statin',
    },
    furtherFollowup: { furtherClinicReviewRequired: 'Yes', nextClinicReviewTiming: '3 months' },
  };
}
