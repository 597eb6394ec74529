import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import {
  exportsEnabled,
  showsDischargeSummaryButton,
  showsPatientName,
  vtisConsultSearchQuerySchema,
  vtisConsultSearchResponseSchema,
  vtisRowTarget,
} from './dashboard.schema.ts';
import { VTIS_MESSAGES as M } from './messages.ts';

const row = {
  id: 3,
  studyId: 'VTIS3',
  callDateTime: '2026-03-10T09:00:00+11:00',
  referralDate: '2026-03-10T08:55:00+11:00',
  consultDate: null,
  patientProfileId: 1,
  patientFirstName: 'Ada',
  patientLastName: 'Lee',
  patientUrn: 'UR1',
  patientDOB: '1950-01-02',
  hospitalId: 3,
  hospital: 'Bendigo',
  specialistId: null,
  specialist: null,
  isActive: true,
  closedOn: null,
  faxEnabled: true,
  boxEnabled: false,
  diagnosisDetails: null,
};

describe('VTIS dashboard search (spec 3 §2.3, §7.2)', () => {
  it('reads the VST filters from the query string, page size 10 by default', () => {
    expect(parsed(vtisConsultSearchQuerySchema, {})).toEqual({
      pageSize: 10,
      pageNumber: 1,
      includeFollowUps: true,
    });
    expect(
      parsed(vtisConsultSearchQuerySchema, {
        keyword: ' VTIS3 ',
        hospitalId: '3',
        neurologistId: '',
        fromDate: '2026-03-01T00:00:00',
        toDate: '2026-03-10T23:59:59',
        pageSize: '25',
        pageNumber: '2',
        includeFollowUps: 'false',
      }),
    ).toEqual({
      keyword: 'VTIS3',
      hospitalId: 3,
      fromDate: '2026-03-01T00:00:00',
      toDate: '2026-03-10T23:59:59',
      pageSize: 25,
      pageNumber: 2,
      includeFollowUps: false,
    });
  });
  it('refuses a From after To, a page size over 100 and a keyword over 100 letters', () => {
    expect(
      issuesOf(vtisConsultSearchQuerySchema, {
        fromDate: '2026-03-10T00:00:00',
        toDate: '2026-03-01T00:00:00',
      }),
    ).toEqual([{ path: 'toDate', message: M.fromAfterTo }]);
    expect(issuesOf(vtisConsultSearchQuerySchema, { pageSize: '101' })[0]?.path).toBe('pageSize');
    expect(issuesOf(vtisConsultSearchQuerySchema, { pageSize: '100' })).toEqual([]);
    expect(issuesOf(vtisConsultSearchQuerySchema, { keyword: 'x'.repeat(101) })[0]?.path).toBe('keyword');
  });
});

describe('VTIS dashboard rows (spec 3 §2.3, §3.8)', () => {
  const followup = {
    ...row,
    id: 4,
    studyId: 'VTISFU4',
    type: 'VtisFollowup',
    consultId: 3,
    vtisStatus: 'INPATIENT',
    faxVtisEnabled: false,
  };
  const documentation = {
    ...row,
    id: 9,
    type: 'HospitalDocumentation',
    consultId: 3,
    status: 'OPEN',
    diagnosisDetails: { strokeType: 'Ischaemic' },
  };
  const consult = {
    ...row,
    type: 'VtisConsult',
    vtisStatus: 'PENDING',
    faxVtisEnabled: true,
    vtisFollowupConsults: [followup],
    hospitalDocumentation: documentation,
  };
  it('answers consults with their follow-ups and hospital documentation as child rows', () => {
    expect(
      issuesOf(vtisConsultSearchResponseSchema, { vtisConsults: [consult], totalRecordsCount: 1 }),
    ).toEqual([]);
    for (const status of ['PENDING', 'INPATIENT', 'DECLINED', 'CLOSED']) {
      expect(
        issuesOf(vtisConsultSearchResponseSchema, {
          vtisConsults: [{ ...consult, vtisStatus: status }],
          totalRecordsCount: 1,
        }),
      ).toEqual([]);
    }
    expect(
      issuesOf(vtisConsultSearchResponseSchema, {
        vtisConsults: [{ ...consult, vtisStatus: 'OPEN' }],
        totalRecordsCount: 1,
      })[0]?.path,
    ).toBe('vtisConsults.0.vtisStatus');
  });
  it('opens the consult, the follow-up or the documentation of the consult', () => {
    expect(vtisRowTarget({ type: 'VtisConsult', id: 3 })).toEqual({
      route: 'vtisconsult',
      id: 3,
      section: 'patient',
    });
    expect(vtisRowTarget({ type: 'VtisFollowup', id: 4, consultId: 3 })).toEqual({
      route: 'vtisfollowup',
      id: 4,
      section: 'patient',
    });
    expect(vtisRowTarget({ type: 'HospitalDocumentation', id: 9, consultId: 3 })).toEqual({
      route: 'vtishospitaldocumentation',
      id: 3,
      section: 'admission-details',
    });
  });
  it('hides the patient name on documentation rows and shows the discharge summary for Ischaemic or Haemorrhagic', () => {
    expect(showsPatientName({ type: 'VtisConsult' })).toBe(true);
    expect(showsPatientName({ type: 'HospitalDocumentation' })).toBe(false);
    expect(
      showsDischargeSummaryButton({
        type: 'HospitalDocumentation',
        diagnosisDetails: { strokeType: 'Ischaemic' },
      }),
    ).toBe(true);
    expect(
      showsDischargeSummaryButton({
        type: 'HospitalDocumentation',
        diagnosisDetails: { strokeType: 'Haemorrhagic' },
      }),
    ).toBe(true);
    for (const strokeType of ['TIA', 'Undetermined', 'NotStroke', null] as const) {
      expect(
        showsDischargeSummaryButton({ type: 'HospitalDocumentation', diagnosisDetails: { strokeType } }),
        `${strokeType}`,
      ).toBe(false);
    }
    expect(
      showsDischargeSummaryButton({ type: 'VtisConsult', diagnosisDetails: { strokeType: 'Ischaemic' } }),
    ).toBe(false);
  });
  it('disables the export buttons with no records', () => {
    expect(exportsEnabled(0)).toBe(false);
    expect(exportsEnabled(1)).toBe(true);
  });
});
