import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import {
  makeNewVstFollowupSchema,
  makeVstFollowupFormSchema,
  makeVstFollowupSaveSchema,
} from './followup.schema.ts';
import { VST_MESSAGES as M } from './messages.ts';
import { VST_FOLLOWUP_SECTION_NAMES } from './sections.ts';
import { agreement, CALL, neurologistInformation, referrer } from './test-consults.ts';

const save = makeVstFollowupSaveSchema({ now: FIXED_NOW });
const followupConsultationInformation = {
  reasonForFollowup: 'tPA',
  followupNotes: 'Improving',
  pacsAccessed: 'Yes',
  followupConsultationType: 'Phone only',
  furtherAdviceOrTreatment: 'Continue aspirin',
  seriousAdverseEvent: 'No',
};
const followup = {
  id: 7,
  lastModified: '2026-03-10T00:00:00.000Z',
  callDateTime: CALL,
  referrerInformation: referrer,
  patientInformation: { patientHospitalId: 3, patientHospitalUnit: 'Ward' },
  neurologistInformation,
  followupConsultationInformation,
  hospitalAgreementDetails: agreement,
};
const saving = (values: unknown) =>
  issuesOf(save, {
    ...followup,
    sectionsToUpdate: ['followupConsultationInformation'],
    followupConsultationInformation: values,
  });
const event = { ...followupConsultationInformation, seriousAdverseEvent: 'Yes' };

describe('follow-up consultation (spec 3 §3.2, §5.3)', () => {
  it('accepts the whole follow-up', () => {
    const v = parsed(save, { ...followup, sectionsToUpdate: [...VST_FOLLOWUP_SECTION_NAMES] });
    expect(v.followupConsultationInformation?.comments).toBeNull();
  });
  it('requires reason, notes, PACS, consultation type, further advice and serious adverse event', () => {
    expect(saving({})).toEqual(
      [
        'reasonForFollowup',
        'followupNotes',
        'pacsAccessed',
        'followupConsultationType',
        'furtherAdviceOrTreatment',
        'seriousAdverseEvent',
      ].map((f) => ({ path: `followupConsultationInformation.${f}`, message: M.required })),
    );
  });
  it('an event Yes needs its type and date/time; type Other its explanation', () => {
    expect(saving(event)).toEqual([
      { path: 'followupConsultationInformation.seriousAdverseEventType', message: M.required },
      { path: 'followupConsultationInformation.seriousAdverseEventDateTime', message: M.required },
    ]);
    expect(
      saving({
        ...event,
        seriousAdverseEventType: 'Other',
        seriousAdverseEventDateTime: '2026-03-10T10:30:00+11:00',
      }),
    ).toEqual([
      {
        path: 'followupConsultationInformation.seriousAdverseEventTypeOtherExplanation',
        message: M.required,
      },
    ]);
    expect(
      saving({
        ...event,
        seriousAdverseEventType: 'Angioedema',
        seriousAdverseEventDateTime: '2026-03-10T10:30:00+11:00',
      }),
    ).toEqual([]);
  });
  it('refuses an event in the future and the answers outside the lists', () => {
    expect(
      saving({
        ...event,
        seriousAdverseEventType: 'Angioedema',
        seriousAdverseEventDateTime: '2026-03-10T12:00:00+11:00',
      }),
    ).toEqual([
      { path: 'followupConsultationInformation.seriousAdverseEventDateTime', message: M.notInFuture },
    ]);
    expect(
      saving({ ...followupConsultationInformation, reasonForFollowup: 'MRI' }).map((i) => i.path),
    ).toEqual(['followupConsultationInformation.reasonForFollowup']);
    expect(
      saving({ ...followupConsultationInformation, seriousAdverseEvent: 'Maybe' }).map((i) => i.path),
    ).toEqual(['followupConsultationInformation.seriousAdverseEvent']);
  });
  it('requires the patient hospital unit (§5.3)', () => {
    expect(
      issuesOf(save, { ...followup, sectionsToUpdate: ['patientInformation'], patientInformation: {} }),
    ).toEqual([{ path: 'patientInformation.patientHospitalUnit', message: M.required }]);
  });
  it('applies the neurologist rules with the follow-up call time', () => {
    expect(
      issuesOf(save, {
        ...followup,
        sectionsToUpdate: ['neurologistInformation'],
        neurologistInformation: { specialistId: 4, specialistDateAndTime: '2026-03-10T10:10:00+11:00' },
      }),
    ).toEqual([{ path: 'neurologistInformation.delayReason', message: M.required }]);
  });
  it('refuses a listed section that was not sent', () => {
    expect(
      issuesOf(save, {
        id: 7,
        lastModified: followup.lastModified,
        sectionsToUpdate: ['hospitalAgreementDetails'],
      }),
    ).toEqual([{ path: 'hospitalAgreementDetails', message: M.sectionMissing }]);
  });
});

describe('the follow-up form (the web resolver)', () => {
  it('checks the sections named', () => {
    const form = makeVstFollowupFormSchema(['followupConsultationInformation'], { now: FIXED_NOW });
    expect(issuesOf(form, { ...followup, referrerInformation: {} })).toEqual([]);
    expect(
      issuesOf(form, {
        ...followup,
        followupConsultationInformation: { ...followupConsultationInformation, pacsAccessed: null },
      }),
    ).toEqual([{ path: 'followupConsultationInformation.pacsAccessed', message: M.required }]);
  });
});

describe('new follow-up (spec 3 §2.4, §3.8, §5.8)', () => {
  const schema = makeNewVstFollowupSchema(FIXED_NOW);
  it('needs the consult it follows besides the new-consult fields', () => {
    const body = { patientProfileId: 9, callTakerId: 2, callDateTime: CALL, referrerInformation: referrer };
    expect(issuesOf(schema, body)).toEqual([{ path: 'vstConsultId', message: M.required }]);
    expect(parsed(schema, { ...body, vstConsultId: 5 }).vstConsultId).toBe(5);
  });
});
