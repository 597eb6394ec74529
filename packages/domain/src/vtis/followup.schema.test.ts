import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf } from '../cases/test-issues.ts';
import { makeNewVtisFollowupSchema } from './followup.schema.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import { VTIS_FOLLOWUP_SECTION_NAMES } from './sections.ts';
import {
  completeFollowup,
  followupConsultation,
  followupSave,
  paths,
  referrer,
  savingFollowup,
} from './test-consults.ts';

const AFTER = 'workingDiagnosisAfterFollowupVtisConsult';
const INITIAL = 'workingDiagnosisFromInitialVtisConsult';
const at = (field: string) => `followupConsultationInformation.${field}`;

describe('VTIS follow-up save (spec 3 §3.5, §5.6, §7.2 PUT /followup)', () => {
  it('accepts the complete follow-up with every section listed', () => {
    expect(
      issuesOf(followupSave, { ...completeFollowup, sectionsToUpdate: [...VTIS_FOLLOWUP_SECTION_NAMES] }),
    ).toEqual([]);
  });
  it('does not save the patient information: the follow-up shows the consult one read-only (§2.8)', () => {
    expect(
      paths(issuesOf(followupSave, { ...completeFollowup, sectionsToUpdate: ['patientInformation'] })),
    ).toEqual(['sectionsToUpdate.0']);
  });
  it('requires the §5.6 fields', () => {
    expect(paths(savingFollowup({}))).toEqual([
      at('examinationFindings'),
      at('imagingResults'),
      at(AFTER),
      at('plan'),
      at('comments'),
      at('additionalInpatientTestsOrdered'),
      at('recommendedChangesInMedication'),
      at('consultType'),
      at('technicalSuccess'),
    ]);
  });
  it('keeps the history and the initial working diagnosis optional', () => {
    expect(savingFollowup({ ...followupConsultation, history: null, [INITIAL]: null })).toEqual([]);
  });
  it('a diagnosis after the follow-up other than NotStroke requires its details', () => {
    for (const type of ['Ischaemic', 'Haemorrhagic', 'TIA', 'Undetermined']) {
      expect(
        paths(savingFollowup({ ...followupConsultation, [AFTER]: type, [`${AFTER}Details`]: null })),
        type,
      ).toEqual([at(`${AFTER}Details`)]);
    }
  });
  it('NotStroke requires a not-stroke diagnosis instead, and Other its details', () => {
    const notStroke = { ...followupConsultation, [AFTER]: 'NotStroke', [`${AFTER}Details`]: null };
    expect(savingFollowup(notStroke)).toEqual([
      { path: at(`${AFTER}NotStrokeDiagnosis`), message: M.atLeastOneOption },
    ]);
    expect(savingFollowup({ ...notStroke, [`${AFTER}NotStrokeDiagnosis`]: ['Seizure'] })).toEqual([]);
    expect(paths(savingFollowup({ ...notStroke, [`${AFTER}NotStrokeDiagnosis`]: ['Other'] }))).toEqual([
      at(`${AFTER}NotStrokeDiagnosisOtherDetails`),
    ]);
  });
  it('the initial diagnosis NotStroke with Other requires its details too', () => {
    expect(
      paths(
        savingFollowup({
          ...followupConsultation,
          [INITIAL]: 'NotStroke',
          [`${INITIAL}NotStrokeDiagnosis`]: ['Other'],
        }),
      ),
    ).toEqual([at(`${INITIAL}NotStrokeDiagnosisOtherDetails`)]);
  });
  it('offers the VTIS consult types and technical success values', () => {
    expect(
      paths(
        savingFollowup({ ...followupConsultation, consultType: 'Phone only', technicalSuccess: 'Impeded' }),
      ),
    ).toEqual([at('consultType')]);
  });
  it('requires the specialist of the neurologist section (§5.5)', () => {
    expect(
      paths(
        issuesOf(followupSave, {
          ...completeFollowup,
          neurologistInformation: {},
          sectionsToUpdate: ['neurologistInformation'],
        }),
      ),
    ).toEqual(['neurologistInformation.specialistId', 'neurologistInformation.specialistDateAndTime']);
  });
});

describe('new VTIS follow-up (spec 3 §2.1, §2.4, §3.8, §7.2 POST /followup)', () => {
  const schema = makeNewVtisFollowupSchema(FIXED_NOW);
  const body = {
    patientProfileId: 1,
    callTakerId: 2,
    callDateTime: '2026-03-10T10:00:00+11:00',
    referrerInformation: referrer,
    vtisConsultId: 5,
  };
  it('needs the consult it follows, as well as the new-consult fields', () => {
    expect(issuesOf(schema, body)).toEqual([]);
    expect(issuesOf(schema, { ...body, vtisConsultId: undefined })).toEqual([
      { path: 'vtisConsultId', message: M.required },
    ]);
    expect(paths(issuesOf(schema, { ...body, callTakerId: null, referrerInformation: {} }))).toEqual([
      'callTakerId',
      'referrerInformation.referrerLastName',
      'referrerInformation.referrerFirstName',
      'referrerInformation.referrerPosition',
      'referrerInformation.referrerContactNumber',
      'referrerInformation.referrerHospitalId',
      'referrerInformation.referrerHospitalUnit',
      'referrerInformation.referralDateTime',
    ]);
  });
});
