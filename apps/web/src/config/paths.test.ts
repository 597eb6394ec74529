/**
 * The web's area paths are the domain's areas registry's (issue 25 item 1): each area's dashboard,
 * new-record page and record pages route and link where the registry says, and the addresses a
 * user sees stay the ones the app has always had.
 */
import { AREA_RECORDS, type AreaModule, CLINICAL_AREAS, recordPageHref } from '@scout/domain/areas/registry';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

/** Each area's dashboard and new-record page in paths.ts. */
const areaPages = {
  ecmo: { dashboard: paths.ecmo.cases, newRecord: paths.ecmo.newCase },
  telehealth: { dashboard: paths.telehealth.cases, newRecord: paths.telehealth.newCase },
  vst: { dashboard: paths.vst.consults, newRecord: paths.vst.consultNew },
  vtis: { dashboard: paths.vst.vtisConsults, newRecord: paths.vst.vtisConsultNew },
  clinics: { dashboard: paths.vst.clinics, newRecord: paths.vst.clinicNew },
  reperfusion: { dashboard: paths.vst.reperfusionCases, newRecord: null },
} as const;

/** Each record's page in paths.ts. */
const recordPages: Record<AreaModule, { path: string; getHref: (id: number, section?: string) => string }> = {
  ecmo: paths.ecmo.case,
  telehealth: paths.telehealth.case,
  vst: paths.vst.consult,
  'vst-followup': paths.vst.followUp,
  vtis: paths.vst.vtisConsult,
  'vtis-followup': paths.vst.vtisFollowUp,
  'vtis-hospital-documentation': paths.vst.vtisHospitalDocumentation,
  clinics: paths.vst.clinic,
  'vst-reperfusion': paths.vst.reperfusionCase,
};

describe("the web's area paths", () => {
  it("route each area's dashboard and new-record page where the registry says", () => {
    for (const area of CLINICAL_AREAS) {
      const pages = areaPages[area.key];
      expect(pages.dashboard.path, area.key).toBe(area.dashboard);
      expect(pages.dashboard.getHref(), area.key).toBe(area.dashboard);
      expect(pages.newRecord?.path ?? null, area.key).toBe(area.newRecord);
    }
  });

  it("route and link each record's page where the registry says", () => {
    for (const record of AREA_RECORDS) {
      const page = recordPages[record.module as AreaModule];
      expect(page.path, record.module).toBe(record.page);
      expect(page.getHref(12, 'notes'), record.module).toBe(recordPageHref(record.page, 12, 'notes'));
    }
  });

  it('keep the addresses users know', () => {
    expect(paths.ecmo.cases.getHref()).toBe('/ecmo/cases');
    expect(paths.ecmo.case.getHref(3)).toBe('/ecmo/cases/3');
    expect(paths.telehealth.newCase.getHref()).toBe('/telehealth/new');
    expect(paths.telehealth.case.getHref(4, 'transfer')).toBe('/telehealth/cases/4/transfer');
    expect(paths.vst.consult.getHref(1, 'referrer')).toBe('/vst/consult/1/referrer');
    expect(paths.vst.followUp.getHref(2)).toBe('/vst/followup/2');
    expect(paths.vst.vtisConsultNew.getHref()).toBe('/vst/vtisConsults/new');
    expect(paths.vst.vtisFollowUp.getHref(5)).toBe('/vst/vtisfollowup/5');
    // The hospital documentation opens at its first section when none is given.
    expect(paths.vst.vtisHospitalDocumentation.getHref(6)).toBe(
      '/vst/vtishospitaldocumentation/6/admission-details',
    );
    expect(paths.vst.clinic.getHref(7, 'a b')).toBe('/vst/clinic/7/a%20b');
    expect(paths.vst.reperfusionCase.getHref('8')).toBe('/vst/reperfusion-case/8');
  });
});
