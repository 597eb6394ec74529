import { describe, expect, it } from 'vitest';
import { makePrincipal } from '../access/test-principals.ts';
import {
  hospitalDocumentationStatus,
  isAdditionalInvestigationsRequired,
  isAdditionalLifestyleRiskFactorsRequired,
  isAdditionalMedicalRiskFactorsRequired,
  isAdditionalReferralsRequired,
  isDocumentationRequired,
  isHospitalDocumentationReadOnly,
  isTimeOfStrokeRequired,
  showsAntiplateletDateTime,
  showsDateOfDeath,
  showsDischargeDestinationOther,
  showsFirstBrainScanDateTime,
  showsMobilisationDetails,
  showsSmokingCessationAdvice,
  showsSwallowAssessmentDetails,
  showsSwallowScreenDetails,
  showsTimeOfStroke,
  showsTransferDateTime,
} from './hospital-documentation-rules.ts';

const CLOSED = '2026-03-10T12:00:00+11:00';
const consult = (strokeType: string, extra: object = {}) => ({
  closedOn: CLOSED,
  isDeclined: false,
  diagnosisDetails: { strokeType },
  ...extra,
});

describe('when a VTIS consult gets hospital documentation (spec 3 §3.4, §4.1; SCOUT’s rule)', () => {
  it('is required for a closed consult of any stroke type or TIA', () => {
    for (const type of ['Ischaemic', 'Haemorrhagic', 'TIA', 'Undetermined']) {
      expect(isDocumentationRequired(consult(type)), type).toBe(true);
    }
  });
  it('is not required for a stroke mimic (NotStroke) or a consult without a diagnosis', () => {
    expect(isDocumentationRequired(consult('NotStroke'))).toBe(false);
    expect(isDocumentationRequired({ closedOn: CLOSED, diagnosisDetails: null })).toBe(false);
  });
  it('waits for the consult to close, and never follows a declined consult', () => {
    expect(isDocumentationRequired(consult('Ischaemic', { closedOn: null }))).toBe(false);
    expect(isDocumentationRequired(consult('Ischaemic', { isDeclined: true }))).toBe(false);
    expect(isDocumentationRequired(null)).toBe(false);
  });
});

describe('status and read-only (spec 3 §4.7: read-only when closed unless a system admin)', () => {
  const open = { closedOn: null };
  const closed = { closedOn: CLOSED };
  const admin = makePrincipal({ role: 'systemadmin' });
  const vtisAdmin = makePrincipal({ access: { vtis: 30 } });
  const manager = makePrincipal({ access: { vtis: 20 } });
  const reader = makePrincipal({ access: { vtis: 10 } });
  it('is OPEN until closed', () => {
    expect(hospitalDocumentationStatus(open)).toBe('OPEN');
    expect(hospitalDocumentationStatus(closed)).toBe('CLOSED');
    expect(hospitalDocumentationStatus(null)).toBe('OPEN');
  });
  it('lets editors change open documentation, never a VTIS Read user', () => {
    expect(isHospitalDocumentationReadOnly(manager, open)).toBe(false);
    expect(isHospitalDocumentationReadOnly(admin, open)).toBe(false);
    expect(isHospitalDocumentationReadOnly(reader, open)).toBe(true);
    expect(isHospitalDocumentationReadOnly(makePrincipal(), open)).toBe(true);
  });
  it('keeps closed documentation read-only for everyone but a system admin (a VTIS Admin included)', () => {
    expect(isHospitalDocumentationReadOnly(admin, closed)).toBe(false);
    expect(isHospitalDocumentationReadOnly(vtisAdmin, closed)).toBe(true);
    expect(isHospitalDocumentationReadOnly(manager, closed)).toBe(true);
    expect(isHospitalDocumentationReadOnly(makePrincipal({ role: 'avraso' }), closed)).toBe(true);
  });
});

describe('show and require rules (spec 3 §4.7, §5.9)', () => {
  it('hides the time of stroke, and does not require it, when its accuracy is Unknown', () => {
    expect(showsTimeOfStroke({ timeOfStrokeAccuracy: 'Unknown' })).toBe(false);
    expect(isTimeOfStrokeRequired({ timeOfStrokeAccuracy: 'Unknown' })).toBe(false);
    for (const accuracy of ['Known', 'Uncertain', 'WakeUp']) {
      expect(showsTimeOfStroke({ timeOfStrokeAccuracy: accuracy })).toBe(true);
      expect(isTimeOfStrokeRequired({ timeOfStrokeAccuracy: accuracy })).toBe(true);
    }
    expect(showsTimeOfStroke({})).toBe(true);
    expect(isTimeOfStrokeRequired({})).toBe(false);
  });
  it('shows the details a Yes opens, and only for Yes', () => {
    const cases = [
      [showsTransferDateTime, 'wasPatientTransferredFromAnotherHospital'],
      [showsFirstBrainScanDateTime, 'didPatientHaveBrainScanAfterThisStroke'],
      [showsSwallowScreenDetails, 'wasSwallowScreenPerformed'],
      [showsSwallowAssessmentDetails, 'wasSwallowAssessmentBySpeechPathologistRecorded'],
      [showsMobilisationDetails, 'wasPatientMobilisedInThisAdmission'],
      [showsAntiplateletDateTime, 'wereAntiplateletsGiven'],
    ] as const;
    for (const [shows, field] of cases) {
      expect(shows({ [field]: 'Yes' }), field).toBe(true);
      expect(shows({ [field]: 'No' }), field).toBe(false);
      expect(shows({ [field]: 'Unknown' }), field).toBe(false);
      expect(shows(null), field).toBe(false);
    }
    expect(
      showsAntiplateletDateTime({ wereAntiplateletsGiven: 'No, but anticoagulant agent provided' }),
    ).toBe(false);
  });
  it('requires the additional risk factor texts with Other', () => {
    expect(isAdditionalMedicalRiskFactorsRequired({ medicalRiskFactors: ['AF', 'Other'] })).toBe(true);
    expect(isAdditionalMedicalRiskFactorsRequired({ medicalRiskFactors: ['AF'] })).toBe(false);
    expect(isAdditionalLifestyleRiskFactorsRequired({ lifestyleRiskFactors: ['Other'] })).toBe(true);
    expect(isAdditionalLifestyleRiskFactorsRequired({ lifestyleRiskFactors: [] })).toBe(false);
  });
  it('asks about smoking cessation only for a Current smoker', () => {
    expect(showsSmokingCessationAdvice({ lifestyleRiskFactors: ['High alcohol', 'Current smoker'] })).toBe(
      true,
    );
    expect(showsSmokingCessationAdvice({ lifestyleRiskFactors: ['High alcohol'] })).toBe(false);
    expect(showsSmokingCessationAdvice(null)).toBe(false);
  });
  it('requires the investigations text with Pathology or Other, the referrals text with Other', () => {
    expect(isAdditionalInvestigationsRequired({ followUpInvestigationsArranged: ['Pathology'] })).toBe(true);
    expect(isAdditionalInvestigationsRequired({ followUpInvestigationsArranged: ['MRI', 'Other'] })).toBe(
      true,
    );
    expect(isAdditionalInvestigationsRequired({ followUpInvestigationsArranged: ['MRI'] })).toBe(false);
    expect(isAdditionalReferralsRequired({ followUpReferralsArranged: ['Other'] })).toBe(true);
    expect(isAdditionalReferralsRequired({ followUpReferralsArranged: ['Cardiology'] })).toBe(false);
  });
  it('shows the date of death for a death, the Other destination text for Other', () => {
    expect(showsDateOfDeath({ patientDeceasedDuringHospitalCare: 'Yes' })).toBe(true);
    expect(showsDateOfDeath({ patientDeceasedDuringHospitalCare: 'No' })).toBe(false);
    expect(showsDischargeDestinationOther({ dischargeDestination: 'Other' })).toBe(true);
    expect(showsDischargeDestinationOther({ dischargeDestination: 'Transitional care' })).toBe(false);
  });
});
