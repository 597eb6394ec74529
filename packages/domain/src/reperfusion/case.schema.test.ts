import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { testPatient } from '../clinics/test-clinics.ts';
import { REPERFUSION_SECTION_SCHEMAS, reperfusionCaseSchema } from './case.schema.ts';
import { clearedReperfusionCase } from './clearing-rules.ts';
import { REPERFUSION_CASE_FIELDS, REPERFUSION_THERAPY_FIELDS } from './field-labels.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import { reperfusionRowFlags } from './rules.ts';
import { REPERFUSION_SECTION_NAMES } from './sections.ts';
import { CALL, caseMeta, caseSave, patientInformation, thrombolysed } from './test-cases.ts';

const wholeCase = {
  ...caseMeta,
  patientInformation,
  imagingDetails: { primaryImagingFollowUpStatus: 'Fax received', imagingUploadedToCase: 'Yes' },
  reperfusionCaseDischargeSummary: null,
  reperfusionCaseDirectorReview: {
    reviewedByDirectorAt: '2026-03-09T15:00:00+11:00',
    haemorrhage: 'No',
    evtUndertaken: 'Yes',
    patientOutcome: 'Not shown: no discharge summary',
  },
};

describe('the reperfusion case save (spec 3 §3.7: sectionsToUpdate, lastModified, forceUpdate)', () => {
  it('accepts a save of every section and gives the clearing rules what they take', () => {
    const body = parsed(caseSave, {
      ...wholeCase,
      sectionsToUpdate: ['patientInformation', 'imagingDetails', 'reperfusionCaseDirectorReview'],
      forceUpdate: true,
    });
    expect(body.forceUpdate).toBe(true);
    const cleared = clearedReperfusionCase(body);
    expect(cleared.reperfusionCaseDirectorReview).toMatchObject({
      haemorrhage: 'No',
      evtUndertaken: null,
      patientOutcome: null,
    });
    expect(cleared.reperfusionCaseDischargeSummary).toBeNull();
  });
  it('refuses a section listed but not sent, and an unknown section', () => {
    expect(issuesOf(caseSave, { ...caseMeta, sectionsToUpdate: ['imagingDetails'] })).toEqual([
      { path: 'imagingDetails', message: M.sectionMissing },
    ]);
    expect(issuesOf(caseSave, { ...caseMeta, sectionsToUpdate: ['diagnosisDetails'] })).toHaveLength(1);
  });
  it('needs lastModified for the conflict rule', () => {
    const { lastModified: _, ...withoutLastModified } = caseMeta;
    expect(
      issuesOf(caseSave, {
        ...withoutLastModified,
        sectionsToUpdate: ['patientInformation'],
        patientInformation,
      }).map((i) => i.path),
    ).toEqual(['lastModified']);
  });
});

describe('the case as answered (spec 3 §3.7)', () => {
  it('carries the consult it follows and the register sections, null until saved', () => {
    const answered = parsed(reperfusionCaseSchema, {
      id: 5,
      studyId: 'VST5',
      patientProfileId: 9,
      patient: { ...testPatient, id: 9 },
      lastModified: '2026-03-10T00:00:00.000Z',
      callDateTime: CALL,
      callTaker: 2,
      callTakerName: 'Cal Taker',
      referrerInformation: null,
      neurologistInformation: null,
      diagnosisDetails: { strokeType: 'Ischaemic Stroke' },
      reperfusionTherapiesDetails: thrombolysed,
    });
    expect(answered.imagingDetails).toBeNull();
    expect(answered.reperfusionCaseDirectorReview).toBeNull();
  });
});

describe('dashboard flags of a case', () => {
  it('derive the follow-up need, its completion and the review status', () => {
    expect(reperfusionRowFlags(wholeCase)).toEqual({
      patientRequiresImagingFollowUp: true,
      taskDueComplete: true,
      primaryImagingFollowUpStatus: 'Fax received',
      directorReview: 'Reviewed',
    });
    expect(
      reperfusionRowFlags({
        reperfusionTherapiesDetails: {
          ...thrombolysed,
          patientRecommendedForECR: 'Yes',
          patientAcceptedForECR: 'Yes',
        },
      }),
    ).toEqual({
      patientRequiresImagingFollowUp: false,
      taskDueComplete: false,
      primaryImagingFollowUpStatus: null,
      directorReview: 'Awaiting',
    });
  });
});

describe('reperfusion field definitions (GUIDE §7: one definition per field)', () => {
  it('name every field of every saved section once, and nothing else', () => {
    for (const name of REPERFUSION_SECTION_NAMES) {
      const defined = REPERFUSION_CASE_FIELDS[name].map((f) => f.name);
      expect(new Set(defined).size, name).toBe(defined.length);
      expect([...defined].sort(), name).toEqual(Object.keys(REPERFUSION_SECTION_SCHEMAS[name].shape).sort());
    }
  });
  it('take the consult answers from the VST declarations', () => {
    expect(REPERFUSION_THERAPY_FIELDS.map((f) => f.label)).toEqual([
      'tPA Administered',
      'Patient Recommended for ECR',
      'Patient Accepted for ECR',
      'Further ECR Referral Undertaken',
      'Secondary ECR Referral Accepted',
    ]);
  });
});
