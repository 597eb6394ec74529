import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { VST_CONSULT_FIELDS } from '../vst/field-labels.ts';
import { VST_CONSULT_SECTIONS } from '../vst/sections.ts';
import {
  checkedColumnIds,
  columnLabelsInSections,
  csvReportFileName,
  reportCategoryOf,
  reportColumnsQuerySchema,
  reportColumnsQuerySchemaOf,
  reportExportRequestSchema,
  reportExportRequestSchemaOf,
  reportSectionsOf,
  unknownColumnIds,
  VST_REPORT_CATEGORIES,
} from './export-request.schema.ts';
import { fileNameFromContentDisposition } from './file-names.ts';
import { REPORT_MESSAGES as M } from './messages.ts';
import { PERIODIC_REPORT_FILE_NAMES, periodicReportRequestSchema } from './periodic-report.schema.ts';

const offered = reportSectionsOf(VST_CONSULT_SECTIONS, VST_CONSULT_FIELDS);
const ticked = (ids: string[]) =>
  offered.map((s) => ({ ...s, columns: s.columns.map((c) => ({ ...c, isChecked: ids.includes(c.id) })) }));

describe('report columns (spec 3 §2.12, §3.8: every section of the form, from its field declarations)', () => {
  it('lists each consult section with its fields, titled as the form, none ticked', () => {
    expect(offered.map((s) => s.sectionId)).toEqual(Object.keys(VST_CONSULT_FIELDS));
    const diagnosis = offered.find((s) => s.sectionId === 'diagnosisDetails');
    expect(diagnosis?.sectionName).toBe('VST Diagnosis Details');
    expect(diagnosis?.columns[0]).toEqual({
      id: 'diagnosisDetails.strokeType',
      name: 'Stroke Type',
      isChecked: false,
    });
    expect(offered.flatMap((s) => s.columns).some((c) => c.isChecked)).toBe(false);
  });
  it('gives a label more than one section has its section: Referrer Hospital, Patient Hospital', () => {
    const names = offered.flatMap((s) => s.columns.map((c) => c.name));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const labelsOf = (id: string) => offered.find((s) => s.sectionId === id)?.columns.map((c) => c.name);
    expect(labelsOf('referrerInformation')).toContain('Referrer Hospital');
    expect(labelsOf('referrerInformation')).toContain('First Name');
    expect(labelsOf('patientInformation')).toContain('Patient Hospital Address');
    expect(
      columnLabelsInSections([
        { subject: 'Referrer', labels: ['Hospital', 'Position'] },
        { subject: 'Patient', labels: ['Hospital', 'URN'] },
      ]),
    ).toEqual([
      ['Referrer Hospital', 'Position'],
      ['Patient Hospital', 'URN'],
    ]);
  });
  it('takes the category of a report page', () => {
    expect(reportCategoryOf('vst', 'consult')).toBe('Consult');
    expect(reportCategoryOf('vst', 'followup')).toBe('Followup');
    expect(reportCategoryOf('vtis', 'followup')).toBe('VtisFollowup');
    expect(csvReportFileName('Consult')).toBe('VST_Consult_Report.csv');
    expect(csvReportFileName('Followup')).toBe('VST_Followup_Report.csv');
    expect(csvReportFileName('VtisConsult')).toBe('VTIS_VtisConsult_Report.csv');
    expect(parsed(reportColumnsQuerySchema, { category: 'Followup' }).category).toBe('Followup');
    expect(issuesOf(reportColumnsQuerySchema, { category: 'Clinic' })).toHaveLength(1);
  });
});

describe('report export request (spec 3 §3.8)', () => {
  const request = {
    category: 'Consult',
    searchQuery: {
      keyword: 'Lee',
      hospitalId: 3,
      fromDate: '2026-03-01T00:00:00',
      toDate: '2026-03-31T23:59:59',
    },
    sections: ticked(['diagnosisDetails.strokeType', 'referrerInformation.referrerLastName']),
    vtisSearchQuery: null,
  };
  it('accepts the filters and the ticked columns', () => {
    const v = parsed(reportExportRequestSchema, request);
    expect(v.searchQuery).toMatchObject({ keyword: 'Lee', hospitalId: 3 });
    expect(checkedColumnIds(v.sections)).toEqual([
      'referrerInformation.referrerLastName',
      'diagnosisDetails.strokeType',
    ]);
    expect(unknownColumnIds(v, offered)).toEqual([]);
  });
  it('needs at least one column and a From not after To', () => {
    expect(issuesOf(reportExportRequestSchema, { ...request, sections: ticked([]) })).toEqual([
      { path: 'sections', message: M.noColumnChosen },
    ]);
    expect(
      issuesOf(reportExportRequestSchema, {
        ...request,
        searchQuery: { fromDate: '2026-03-31T00:00:00', toDate: '2026-03-01T00:00:00' },
      }),
    ).toEqual([{ path: 'searchQuery.toDate', message: M.fromAfterTo }]);
  });
  it('reads cleared filters (null) as absent and no sections (null) as every column', () => {
    const v = parsed(reportExportRequestSchema, {
      category: 'Followup',
      searchQuery: { keyword: null, hospitalId: null, fromDate: '2026-03-01T00:00:00', toDate: null },
      sections: null,
    });
    expect(v.searchQuery).toEqual({ fromDate: '2026-03-01T00:00:00' });
    expect(v.vtisSearchQuery).toBeNull();
    expect(v.sections).toBeNull();
    expect(unknownColumnIds(v, offered)).toEqual([]);
  });
  it('takes only the categories of its service', () => {
    const vst = reportExportRequestSchemaOf(VST_REPORT_CATEGORIES);
    expect(parsed(vst, { category: 'Consult' }).category).toBe('Consult');
    expect(issuesOf(vst, { category: 'VtisConsult' })).toEqual([{ path: 'category', message: M.required }]);
    expect(issuesOf(reportColumnsQuerySchemaOf(VST_REPORT_CATEGORIES), {})).toHaveLength(1);
  });
  it('names columns the category does not offer', () => {
    const forged = [
      { sectionId: 'x', sectionName: 'X', columns: [{ id: 'patient.password', name: 'P', isChecked: true }] },
    ];
    expect(unknownColumnIds({ sections: forged }, offered)).toEqual(['patient.password']);
  });
  it('says "No records found for this report" on a 204', () => {
    expect(M.noRecords).toBe('No records found for this report');
  });
});

describe('monthly and quarterly report request (spec 3 §5.10: a two-date range)', () => {
  it('needs both dates, as yyyy-MM-ddTHH:mm:ss, From not after To', () => {
    expect(
      parsed(periodicReportRequestSchema, { fromDate: '2024-07-01T00:00:00', toDate: '2026-06-30T23:59:59' }),
    ).toEqual({
      fromDate: '2024-07-01T00:00:00',
      toDate: '2026-06-30T23:59:59',
    });
    expect(issuesOf(periodicReportRequestSchema, { fromDate: '2024-07-01T00:00:00' })).toEqual([
      { path: 'toDate', message: M.required },
    ]);
    expect(issuesOf(periodicReportRequestSchema, { fromDate: '', toDate: '2024-07-01' })).toEqual([
      { path: 'fromDate', message: M.required },
      { path: 'toDate', message: M.invalidDate },
    ]);
    expect(
      issuesOf(periodicReportRequestSchema, {
        fromDate: '2026-07-01T00:00:00',
        toDate: '2026-06-30T23:59:59',
      }),
    ).toEqual([{ path: 'toDate', message: M.fromAfterTo }]);
    expect(PERIODIC_REPORT_FILE_NAMES).toEqual({
      monthly: 'Report_VST_Monthly.xlsx',
      quarterly: 'Report_VST_Quarterly.xlsx',
    });
  });
});

describe('download file names (spec 3 §7.3: from content-disposition, else the default)', () => {
  const fallback = 'ReperfusionCasesDataExport.csv';
  it('reads filename* first, then filename, else the default', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="a.csv"; filename*=UTF-8''Reperfusion%20%C3%A9.csv`,
        fallback,
      ),
    ).toBe('Reperfusion é.csv');
    expect(fileNameFromContentDisposition('attachment; filename="Reperfusion 2026.csv"', fallback)).toBe(
      'Reperfusion 2026.csv',
    );
    expect(fileNameFromContentDisposition('attachment; filename=plain.csv', fallback)).toBe('plain.csv');
    expect(fileNameFromContentDisposition('attachment', fallback)).toBe(fallback);
    expect(fileNameFromContentDisposition(null, fallback)).toBe(fallback);
  });
  it('keeps no directories', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"', fallback)).toBe(
      'passwd',
    );
  });
});
