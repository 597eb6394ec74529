import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import { makeNewVtisConsultSchema, makeVtisConsultFormSchema, vtisConsultSchema } from './case.schema.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import { VTIS_CONSULT_SECTION_NAMES } from './sections.ts';
import { completeConsult, consultSave, paths, referrer, saving } from './test-consults.ts';

describe('VTIS consult save (spec 3 §4.1, §7.2 PUT /consults)', () => {
  it('accepts the complete consult with every section listed', () => {
    expect(
      issuesOf(consultSave, { ...completeConsult, sectionsToUpdate: [...VTIS_CONSULT_SECTION_NAMES] }),
    ).toEqual([]);
  });
  it('needs sectionsToUpdate, the record id and lastModified', () => {
    const { id, lastModified, ...rest } = completeConsult;
    expect(paths(issuesOf(consultSave, rest))).toEqual(['id', 'lastModified', 'sectionsToUpdate']);
    expect(issuesOf(consultSave, { ...completeConsult, sectionsToUpdate: [] })).toEqual([
      { path: 'sectionsToUpdate', message: M.sectionsToUpdateRequired },
    ]);
    expect(
      paths(
        issuesOf(consultSave, { ...completeConsult, sectionsToUpdate: ['clinicalPresentationInformation'] }),
      ),
    ).toEqual(['sectionsToUpdate.0']);
  });
  it('checks only the rules of the sections listed (a section saves alone)', () => {
    const unfinished = { ...completeConsult, imagingDetails: {}, sectionsToUpdate: ['diagnosisDetails'] };
    expect(issuesOf(consultSave, unfinished)).toEqual([]);
    expect(saving('imagingDetails', {})).toEqual([
      { path: 'imagingDetails.imagingResults', message: M.required },
    ]);
  });
  it('refuses a listed section the body does not carry', () => {
    expect(
      issuesOf(consultSave, {
        ...completeConsult,
        imagingDetails: null,
        sectionsToUpdate: ['imagingDetails'],
      }),
    ).toEqual([{ path: 'imagingDetails', message: M.sectionMissing }]);
  });
  it('keeps the conflict fields (§4.1: stale lastModified answers 409 unless forceUpdate)', () => {
    const body = parsed(consultSave, {
      ...completeConsult,
      sectionsToUpdate: ['imagingDetails'],
      forceUpdate: true,
    });
    expect(body.forceUpdate).toBe(true);
    expect(body.lastModified).toBe(completeConsult.lastModified);
  });
  it('checks fields of a section sent even when not listed, rules only for listed ones', () => {
    const body = {
      ...completeConsult,
      sectionsToUpdate: ['imagingDetails'],
      patientHistory: { strokeOnsetTime: '25:00' },
    };
    expect(issuesOf(consultSave, body)).toEqual([
      { path: 'patientHistory.strokeOnsetTime', message: M.invalidTime },
    ]);
  });
});

describe('VTIS consult form schema (web resolver)', () => {
  it('runs the rules of the sections asked for, every one by default', () => {
    const form = makeVtisConsultFormSchema(undefined, { now: FIXED_NOW });
    expect(issuesOf(form, completeConsult)).toEqual([]);
    const missing = issuesOf(form, { ...completeConsult, technicalConsultationInformation: {} });
    expect(paths(missing)).toEqual([
      'technicalConsultationInformation.consultType',
      'technicalConsultationInformation.technicalSuccess',
    ]);
    const diagnosisOnly = makeVtisConsultFormSchema(['diagnosisDetails'], { now: FIXED_NOW });
    expect(issuesOf(diagnosisOnly, { ...completeConsult, technicalConsultationInformation: {} })).toEqual([]);
  });
});

describe('referrer (spec 3 §5.1, VTIS "as in VST")', () => {
  it('requires the seven referrer fields', () => {
    expect(paths(saving('referrerInformation', {}))).toEqual([
      'referrerInformation.referrerLastName',
      'referrerInformation.referrerFirstName',
      'referrerInformation.referrerPosition',
      'referrerInformation.referrerContactNumber',
      'referrerInformation.referrerHospitalId',
      'referrerInformation.referrerHospitalUnit',
      'referrerInformation.referralDateTime',
    ]);
  });
  it('checks the email: valid, under 256 letters', () => {
    expect(saving('referrerInformation', { ...referrer, referrerEmailAddress: 'not-an-email' })).toEqual([
      { path: 'referrerInformation.referrerEmailAddress', message: M.invalidEmail },
    ]);
    const long = `${'a'.repeat(246)}@email.com`;
    expect(long).toHaveLength(256);
    expect(saving('referrerInformation', { ...referrer, referrerEmailAddress: long })).toEqual([
      { path: 'referrerInformation.referrerEmailAddress', message: M.emailTooLong },
    ]);
  });
});

describe('new VTIS consult (spec 3 §2.4, §3.8, §5.8)', () => {
  const schema = makeNewVtisConsultSchema(FIXED_NOW);
  const body = {
    patientProfileId: 1,
    callTakerId: 2,
    callDateTime: '2026-03-10T09:00:00+11:00',
    referrerInformation: referrer,
  };
  it('accepts the call taker, call date/time, patient and referrer', () => {
    expect(issuesOf(schema, body)).toEqual([]);
  });
  it('requires the call taker and the call date/time', () => {
    expect(issuesOf(schema, { ...body, callTakerId: undefined, callDateTime: '' })).toEqual([
      { path: 'callTakerId', message: M.required },
      { path: 'callDateTime', message: M.required },
    ]);
  });
  it('refuses a call on a future day', () => {
    expect(issuesOf(schema, { ...body, callDateTime: '2026-03-11T09:00:00+11:00' })).toEqual([
      { path: 'callDateTime', message: M.futureDate },
    ]);
  });
});

describe('the consult as the server answers it (§3.4)', () => {
  it('carries the VTIS state and every section', () => {
    const shape = vtisConsultSchema.shape;
    for (const key of [
      'isDeclined',
      'isPending',
      'vtisStatus',
      'vtisHospitalDocumentationStatus',
      'isHospitalDocumentationRequired',
      'vtisFollowupConsults',
      'consultInformation',
      ...VTIS_CONSULT_SECTION_NAMES,
    ]) {
      expect(shape, key).toHaveProperty(key);
    }
  });
});
