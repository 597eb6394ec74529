/**
 * The clinical areas (issue 25): one entry per area, the list everything that must cover every area
 * reads instead of a hand list of its own: the browser sweeps (e2e accessibility, keyboard and
 * budget tests), the server's areas registry test (each record's case module is served with its
 * change feed, trigger, drafts, scope, audit names and OpenAPI tags), and, later, the web's main
 * menu and paths. registry.test.ts checks it against the access model: every clinical app, every
 * main menu tile and every area access rule has its area here, so an area missing from this list
 * fails a test.
 *
 * Paths are the web's route patterns (apps/web/src/config/paths.ts); a record page's pattern ends
 * in '/:id/*' (the record's id, then an optional section).
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
    records: [{ module: 'ecmo', title: 'ECMO case', page: '/ecmo/cases/:id/*' }],
  },
  {
    key: 'telehealth',
    title: 'Telehealth',
    app: 'telehealth',
    menuTile: 'telehealth',
    access: 'canViewTelehealthCases',
    dashboard: '/telehealth/cases',
    newRecord: '/telehealth/new',
    records: [{ module: 'telehealth', title: 'Telehealth case', page: '/telehealth/cases/:id/*' }],
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
      { module: 'vst', title: 'VST consult', page: '/vst/consult/:id/*' },
      { module: 'vst-followup', title: 'VST follow-up', page: '/vst/followup/:id/*' },
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
      { module: 'vtis', title: 'VTIS consult', page: '/vst/vtisconsult/:id/*' },
      { module: 'vtis-followup', title: 'VTIS follow-up', page: '/vst/vtisfollowup/:id/*' },
      {
        module: 'vtis-hospital-documentation',
        title: 'Hospital documentation',
        page: '/vst/vtishospitaldocumentation/:id/*',
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
    records: [{ module: 'clinics', title: 'Clinic', page: '/vst/clinic/:id/*' }],
  },
  {
    key: 'reperfusion',
    title: 'Reperfusion register',
    app: 'vst',
    menuTile: 'vst',
    access: 'canAccessReperfusionCases',
    dashboard: '/vst/reperfusion-cases',
    newRecord: null,
    records: [{ module: 'vst-reperfusion', title: 'Reperfusion case', page: '/vst/reperfusion-case/:id/*' }],
  },
] as const satisfies readonly ClinicalArea[];

export type ClinicalAreaKey = (typeof CLINICAL_AREAS)[number]['key'];

/** Every record kind of every area, with its area. */
export const AREA_RECORDS: readonly (AreaRecord & { area: ClinicalAreaKey })[] = CLINICAL_AREAS.flatMap((a) =>
  a.records.map((r) => ({ ...r, area: a.key })),
);

/** The area of this key. */
export function clinicalArea(key: ClinicalAreaKey): ClinicalArea {
  const area = CLINICAL_AREAS.find((a) => a.key === key);
  if (!area) throw new Error(`no clinical area '${key}'`);
  return area;
}

/** One record's page, optionally at a section: ('/vst/consult/:id/*', 1, 'referrer') -> '/vst/consult/1/referrer'. */
export function recordPageHref(page: string, id: number, section?: string): string {
  const base = page.replace(/\/\*$/, '').replace(':id', String(id));
  return section ? `${base}/${section}` : base;
}
