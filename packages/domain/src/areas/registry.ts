/**
 * The clinical areas (issue 25): one entry per area, the list everything that must cover every area
 * reads instead of a hand list of its own: the browser sweeps (e2e accessibility, keyboard and
 * budget tests), the server's areas registry test (each record's case module is served with its
 * change feed, trigger, drafts, scope, audit names and OpenAPI tags), and, later, the web's main
 * menu. It is also the one place an area's paths are written: the server's case modules take their
 * name and API base path from it (`areaRecord`), the web's case parts their API paths, and the
 * web's paths (apps/web/src/config/paths.ts) its dashboards, new-record and record pages.
 * registry.test.ts checks it against the access model: every clinical app, every main menu tile
 * and every area access rule has its area here, so an area missing from this list fails a test.
 *
 * `dashboard`, `newRecord` and `page` are the web's route patterns; a record page's pattern ends in
 * '/:id/*' (the record's id, then an optional section). `basePath` is the API's (the spec's).
 */
import type { MainMenuTileKey } from '../access/main-menu.ts';
import type { ClinicalApp } from '../access/roles.ts';
import type * as rules from '../access/rules.ts';

/** The name of an access rule of access/rules.ts ('canViewVst'). */
export type AccessRuleName = keyof typeof rules;

/** One kind of record an area keeps, each a case module on the server. */
export interface AreaRecord {
  /** The server's case module name: the drafts' module key, the shared parts' key ('vst-followup'). */
  module: string;
  title: string;
  /** The web route pattern of one record's page ('/vst/followup/:id/*'). */
  page: string;
  /**
   * The root of the record's API (the spec's path; the server's case module `basePath`): the record
   * is `{basePath}/{id}` and its shared parts `{basePath}/{id}/notes` ('/api/vst/followup').
   */
  basePath: string;
}

export interface ClinicalArea {
  key: string;
  title: string;
  /** The clinical app whose access level and providers govern the area's records. */
  app: ClinicalApp;
  /** The main menu tile that leads to the area (access/main-menu.ts). */
  menuTile: MainMenuTileKey;
  /** The access rule that admits a user to the area (its dashboard). */
  access: AccessRuleName;
  /** The area's first screen (the main menu tile's link, or the area menu's). */
  dashboard: string;
  /** Where a new record starts; null when records are not created by hand (the reperfusion register). */
  newRecord: string | null;
  records: readonly AreaRecord[];
}

export const CLINICAL_AREAS = [
  {
    key: 'ecmo',
    title: 'ECMO',
    app: 'ecmo',
    menuTile: 'ecmo',
    access: 'canViewEcmoCases',
    dashboard: '/ecmo/cases',
    newRecord: '/ecmo/new',
    records: [{ module: 'ecmo', title: 'ECMO case', page: '/ecmo/cases/:id/*', basePath: '/api/ecmo/cases' }],
  },
  {
    key: 'telehealth',
    title: 'Telehealth',
    app: 'telehealth',
    menuTile: 'telehealth',
    access: 'canViewTelehealthCases',
    dashboard: '/telehealth/cases',
    newRecord: '/telehealth/new',
    records: [
      {
        module: 'telehealth',
        title: 'Telehealth case',
        page: '/telehealth/cases/:id/*',
        basePath: '/api/telehealth/case',
      },
    ],
  },
  {
    key: 'vst',
    title: 'VST',
    app: 'vst',
    menuTile: 'vst',
    access: 'canViewVst',
    dashboard: '/vst/consults',
    newRecord: '/vst/consults/new',
    records: [
      { module: 'vst', title: 'VST consult', page: '/vst/consult/:id/*', basePath: '/api/vst/consults' },
      {
        module: 'vst-followup',
        title: 'VST follow-up',
        page: '/vst/followup/:id/*',
        basePath: '/api/vst/followup',
      },
    ],
  },
  {
    key: 'vtis',
    title: 'VTIS',
    app: 'vtis',
    menuTile: 'vst',
    access: 'canViewVtis',
    dashboard: '/vst/vtisconsults',
    newRecord: '/vst/vtisConsults/new',
    records: [
      {
        module: 'vtis',
        title: 'VTIS consult',
        page: '/vst/vtisconsult/:id/*',
        basePath: '/api/vtis/consults',
      },
      {
        module: 'vtis-followup',
        title: 'VTIS follow-up',
        page: '/vst/vtisfollowup/:id/*',
        basePath: '/api/vtis/followup',
      },
      {
        module: 'vtis-hospital-documentation',
        title: 'Hospital documentation',
        page: '/vst/vtishospitaldocumentation/:id/*',
        // Part of its VTIS consult: its record is GET /api/vtis/consults/{id}/hospital-documentation.
        basePath: '/api/vtis/consults/hospital-documentation',
      },
    ],
  },
  {
    key: 'clinics',
    title: 'Clinics',
    app: 'vst',
    menuTile: 'vst',
    access: 'canAccessVstClinics',
    dashboard: '/vst/clinics',
    newRecord: '/vst/clinics/new',
    records: [
      { module: 'clinics', title: 'Clinic', page: '/vst/clinic/:id/*', basePath: '/api/vst/outpatient' },
    ],
  },
  {
    key: 'reperfusion',
    title: 'Reperfusion register',
    app: 'vst',
    menuTile: 'vst',
    access: 'canAccessReperfusionCases',
    dashboard: '/vst/reperfusion-cases',
    newRecord: null,
    records: [
      {
        module: 'vst-reperfusion',
        title: 'Reperfusion case',
        page: '/vst/reperfusion-case/:id/*',
        basePath: '/api/vst/reperfusion-cases',
      },
    ],
  },
] as const satisfies readonly ClinicalArea[];

export type ClinicalAreaKey = (typeof CLINICAL_AREAS)[number]['key'];

/** Every record kind of every area, with its area. */
export const AREA_RECORDS: readonly (AreaRecord & { area: ClinicalAreaKey })[] = CLINICAL_AREAS.flatMap((a) =>
  a.records.map((r) => ({ ...r, area: a.key })),
);

/** The server's case module names of every area's records ('ecmo', 'vst-followup', ...). */
export type AreaModule = (typeof CLINICAL_AREAS)[number]['records'][number]['module'];

/** The registry's record of this module, with its literal values. */
export type AreaRecordOf<M extends AreaModule> = Extract<
  (typeof CLINICAL_AREAS)[number]['records'][number],
  { module: M }
>;

/** The record kind of this case module: `areaRecord('vst-followup').basePath` is '/api/vst/followup'. */
export function areaRecord<M extends AreaModule>(module: M): AreaRecordOf<M> {
  for (const area of CLINICAL_AREAS) {
    for (const record of area.records) {
      if (record.module === module) return record as AreaRecordOf<M>;
    }
  }
  throw new Error(`no area record '${module}'`);
}

/** The registry's area of this key, with its literal values. */
export type ClinicalAreaOf<K extends ClinicalAreaKey> = Extract<(typeof CLINICAL_AREAS)[number], { key: K }>;

/** The area of this key. */
export function clinicalArea<K extends ClinicalAreaKey>(key: K): ClinicalAreaOf<K> {
  const area = CLINICAL_AREAS.find((a) => a.key === key);
  if (!area) throw new Error(`no clinical area '${key}'`);
  return area as ClinicalAreaOf<K>;
}

/** One record's page, optionally at a section: ('/vst/consult/:id/*', 1, 'referrer') -> '/vst/consult/1/referrer'. */
export function recordPageHref(page: string, id: number, section?: string): string {
  const base = page.replace(/\/\*$/, '').replace(':id', String(id));
  return section ? `${base}/${section}` : base;
}
