/**
 * The clinical areas as the browser sweeps (a11y, keyboard and budgets specs) open them: the
 * domain's registry (packages/domain/src/areas/registry.ts) gives each area's pages; this file adds
 * only what the demo data decides: the seeded record each record page opens, the dashboard's heading
 * and the demo users who open the area's record pages. Keyed by the registry's area keys, so an area
 * added to the registry does not compile here until the sweeps know how to open it.
 */
import {
  AREA_RECORDS,
  CLINICAL_AREAS,
  type ClinicalArea,
  type ClinicalAreaKey,
  recordPageHref,
} from '@scout/domain/areas/registry';

export interface AreaSweep {
  /** The dashboard's heading once it shows. */
  heading: string;
  /** The seeded record (demo data) each record module's page opens. */
  demoRecords: Record<string, number>;
  /**
   * The section a record page opens at for the case-section sweep, when the page needs one in its
   * URL (ECMO's cards layout shows one section at a time).
   */
  caseSection?: string;
  /**
   * Further pages of the area the system admin's page sweep opens (archives, reports, record
   * sections); `record` is a record's page in the demo data, at a section when given.
   */
  morePages(record: (module: string, section?: string) => string): string[];
  /** Who opens the area's record pages: the system admin, a writer and a third role. */
  roles: readonly [string, string, string];
}

const ADMIN = 'admin@scout.example';
/** Every VST user also holds VTIS at the same level (demo data). */
const STROKE_ROLES = [ADMIN, 'vst.manage@scout.example', 'vst.read@scout.example'] as const;

/**
 * Each area's sweep. Seeded records: ECMO 1, Telehealth 1, VST consult 1 and follow-up 1, VTIS
 * consult 1, follow-up 1 and hospital documentation 4, reperfusion case 7 (VST7), clinic 1.
 */
export const AREA_SWEEPS = {
  ecmo: {
    heading: 'Open Cases',
    demoRecords: { ecmo: 1 },
    caseSection: 'referrer',
    morePages: (record) => [
      '/ecmo/archive',
      '/ecmo/ecmoItems',
      record('ecmo', 'referrer'),
      record('ecmo', 'clinicaldetails'),
    ],
    roles: [ADMIN, 'ecmo.manage@scout.example', 'ecmo.read@scout.example'],
  },
  telehealth: {
    heading: 'My Dashboard',
    demoRecords: { telehealth: 1 },
    morePages: (record) => ['/telehealth/archive', record('telehealth')],
    roles: [ADMIN, 'telehealth.manage@scout.example', 'telehealth.read@scout.example'],
  },
  vst: {
    heading: 'VST',
    demoRecords: { vst: 1, 'vst-followup': 1 },
    morePages: (record) => [
      record('vst', 'referrer'),
      '/vst/consults/reports/consult',
      '/vst/reports/monthly',
      '/vst/reports/quarterly',
    ],
    roles: STROKE_ROLES,
  },
  vtis: {
    heading: 'VTIS',
    demoRecords: { vtis: 1, 'vtis-followup': 1, 'vtis-hospital-documentation': 4 },
    morePages: (record) => [record('vtis', 'referrer')],
    roles: STROKE_ROLES,
  },
  clinics: {
    heading: 'Clinics',
    demoRecords: { clinics: 1 },
    morePages: (record) => [record('clinics', 'clinical-assessment-details')],
    // VST Read users have no Clinics access: a VST Admin is the third role there.
    roles: [ADMIN, 'vst.manage@scout.example', 'vst.admin@scout.example'],
  },
  reperfusion: {
    heading: 'VST Reperfusion Cases',
    demoRecords: { 'vst-reperfusion': 7 },
    morePages: () => ['/vst/reperfusion-cases/reports/export-data'],
    roles: STROKE_ROLES,
  },
} satisfies Record<ClinicalAreaKey, AreaSweep>;

export type SweptArea = ClinicalArea &
  Omit<AreaSweep, 'morePages'> & { key: ClinicalAreaKey; recordPages: string[]; morePages: string[] };

/** The seeded record a record module's page opens (every record of the registry has one). */
function demoRecordOf(key: ClinicalAreaKey, module: string): number {
  const id = (AREA_SWEEPS[key] as AreaSweep).demoRecords[module];
  if (id === undefined) throw new Error(`e2e/tests/areas.ts: no demo record for ${key} ${module}`);
  return id;
}

/** Every clinical area of the registry, in its order, with the pages the sweeps open. */
export const SWEPT_AREAS: readonly SweptArea[] = CLINICAL_AREAS.map((area) => {
  const sweep: AreaSweep = AREA_SWEEPS[area.key];
  return {
    ...area,
    ...sweep,
    morePages: sweep.morePages((module, section) => recordPage(module, { section })),
    recordPages: area.records.map((r) =>
      recordPageHref(r.page, demoRecordOf(area.key, r.module), sweep.caseSection),
    ),
  };
});

export function sweptArea(key: ClinicalAreaKey): SweptArea {
  const area = SWEPT_AREAS.find((a) => a.key === key);
  if (!area) throw new Error(`no clinical area '${key}'`);
  return area;
}

/** A record's page in the demo data: ('vst', 'vst') -> '/vst/consult/1'; another id or a section when given. */
export function recordPage(module: string, opts: { id?: number; section?: string } = {}): string {
  const record = AREA_RECORDS.find((r) => r.module === module);
  if (!record) throw new Error(`no record module '${module}' in the areas registry`);
  return recordPageHref(record.page, opts.id ?? demoRecordOf(record.area, module), opts.section);
}

/** The pages the system admin's page sweep opens of an area: dashboard, new record, the rest. */
export const adminPagesOf = (area: SweptArea): string[] => [
  area.dashboard,
  ...(area.newRecord ? [area.newRecord] : []),
  ...area.morePages,
];
