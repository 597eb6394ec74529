import { type AreaModule, areaRecord, clinicalArea } from '@scout/domain/areas/registry';

/**
 * Every route path of the web app and the builder of its href. Routes are declared with `path`;
 * links are built with `getHref`, never by hand elsewhere. Paths are absolute so a route object
 * can be nested anywhere in the router.
 *
 * An area's dashboard, new-record page and record pages are the domain's areas registry's
 * (packages/domain/src/areas/registry.ts), written once there; paths.test.ts checks them.
 */
type Id = number | string;

const seg = (value: Id) => encodeURIComponent(String(value));
const withSection = (base: string, section?: string) => (section ? `${base}/${seg(section)}` : base);

function fixed(path: string) {
  return { path, getHref: () => path };
}

/** A record's page of the registry ('/vst/consult/:id/*'): its href is the record's, at an optional section. */
function recordPage(module: AreaModule, defaultSection?: string) {
  const path = areaRecord(module).page;
  const base = path.replace(/\/\*$/, '');
  return {
    path,
    getHref: (id: Id, section: string | undefined = defaultSection) =>
      withSection(
        base.replace(':id', () => seg(id)),
        section,
      ),
  };
}

const ecmo = clinicalArea('ecmo');
const telehealth = clinicalArea('telehealth');
const vst = clinicalArea('vst');
const vtis = clinicalArea('vtis');
const clinics = clinicalArea('clinics');
const reperfusion = clinicalArea('reperfusion');

export const paths = {
  home: fixed('/'),
  authCallback: fixed('/auth/callback'),
  resources: fixed('/resources'),
  releaseNotes: fixed('/release-notes'),
  accountSecurity: fixed('/account/security'),

  admin: {
    root: fixed('/ccmp'),
    users: fixed('/ccmp/users'),
    userCreate: fixed('/ccmp/users/create'),
    userUpdate: { path: '/ccmp/users/update/:id', getHref: (id: Id) => `/ccmp/users/update/${seg(id)}` },
    countries: fixed('/ccmp/countries'),
    healthCareProviders: fixed('/ccmp/health-care-providers'),
    healthCareProviderCreate: fixed('/ccmp/health-care-providers/create'),
    healthCareProviderUpdate: {
      path: '/ccmp/health-care-providers/:id/update',
      getHref: (id: Id) => `/ccmp/health-care-providers/${seg(id)}/update`,
    },
    patients: fixed('/ccmp/patients'),
    patientNew: fixed('/ccmp/patients/new'),
    patientUpdate: {
      path: '/ccmp/patients/:id/update',
      getHref: (id: Id) => `/ccmp/patients/${seg(id)}/update`,
    },
    patientMerge: {
      path: '/ccmp/patients/:id/merge',
      getHref: (id: Id) => `/ccmp/patients/${seg(id)}/merge`,
    },
    patientJourney: {
      path: '/ccmp/patients/:id/journey',
      getHref: (id: Id) => `/ccmp/patients/${seg(id)}/journey`,
    },
    integrationTesting: fixed('/ccmp/integration-testing'),
    /** Not in the spec: what the outbound adapters sent (local drivers record only). */
    outbox: fixed('/ccmp/outbox'),
  },

  ecmo: {
    root: fixed('/ecmo'),
    cases: fixed(ecmo.dashboard),
    newCase: fixed(ecmo.newRecord),
    case: recordPage('ecmo'),
    archive: fixed('/ecmo/archive'),
    archivedCase: {
      path: '/ecmo/archive/cases/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/ecmo/archive/cases/${seg(id)}`, section),
    },
    items: fixed('/ecmo/ecmoItems'),
    itemNew: fixed('/ecmo/ecmoItems/new'),
    itemUpdate: {
      path: '/ecmo/ecmoItems/:id/update',
      getHref: (id: Id) => `/ecmo/ecmoItems/${seg(id)}/update`,
    },
  },

  telehealth: {
    root: fixed('/telehealth'),
    cases: fixed(telehealth.dashboard),
    newCase: fixed(telehealth.newRecord),
    case: recordPage('telehealth'),
    archive: fixed('/telehealth/archive'),
    archivedCase: {
      path: '/telehealth/archive/cases/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/telehealth/archive/cases/${seg(id)}`, section),
    },
  },

  vst: {
    root: fixed('/vst'),
    consults: fixed(vst.dashboard),
    consultNew: fixed(vst.newRecord),
    consultSelect: fixed('/vst/consults/select'),
    followUpNew: {
      path: '/vst/consults/:consultId/new',
      getHref: (consultId: Id) => `/vst/consults/${seg(consultId)}/new`,
    },
    consult: recordPage('vst'),
    followUp: recordPage('vst-followup'),
    consultReports: {
      path: '/vst/consults/reports/:type',
      getHref: (type: string) => `/vst/consults/reports/${seg(type)}`,
    },
    monthlyReport: fixed('/vst/reports/monthly'),
    quarterlyReport: fixed('/vst/reports/quarterly'),

    vtisConsults: fixed(vtis.dashboard),
    vtisConsultNew: fixed(vtis.newRecord),
    vtisFollowUpNew: {
      path: '/vst/vtisConsults/:consultId/new',
      getHref: (consultId: Id) => `/vst/vtisConsults/${seg(consultId)}/new`,
    },
    vtisConsult: recordPage('vtis'),
    /** The second spelling of the VTIS consult route (spec 3 §2.1). */
    vtisConsultAlternative: { path: '/vst/vtisconsults/:id/*' },
    vtisFollowUp: recordPage('vtis-followup'),
    /** Opens at its first section when none is given. */
    vtisHospitalDocumentation: recordPage('vtis-hospital-documentation', 'admission-details'),
    vtisReports: {
      path: '/vst/vtisconsults/reports/:type',
      getHref: (type: string) => `/vst/vtisconsults/reports/${seg(type)}`,
    },

    clinics: fixed(clinics.dashboard),
    clinicNew: fixed(clinics.newRecord),
    clinic: recordPage('clinics'),

    reperfusionCases: fixed(reperfusion.dashboard),
    reperfusionExport: fixed('/vst/reperfusion-cases/reports/export-data'),
    reperfusionCase: recordPage('vst-reperfusion'),
    patient: { path: '/vst/patients/:id', getHref: (id: Id) => `/vst/patients/${seg(id)}` },
  },

  notFound: { path: '*' },
} as const;

/** The fixed start of a route pattern ('/vst/consult/:id/*' -> '/vst/consult'), for menu highlighting. */
export function pathPrefix(pattern: string): string {
  const cut = pattern.search(/\/[:*]/);
  return cut === -1 ? pattern : pattern.slice(0, cut);
}
