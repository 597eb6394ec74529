/**
 * Every route path of the web app and the builder of its href. Routes are declared with `path`;
 * links are built with `getHref`, never by hand elsewhere. Paths are absolute so a route object
 * can be nested anywhere in the router.
 */
type Id = number | string;

const seg = (value: Id) => encodeURIComponent(String(value));
const withSection = (base: string, section?: string) => (section ? `${base}/${seg(section)}` : base);

function fixed(path: string) {
  return { path, getHref: () => path };
}

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
    cases: fixed('/ecmo/cases'),
    newCase: fixed('/ecmo/new'),
    case: {
      path: '/ecmo/cases/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/ecmo/cases/${seg(id)}`, section),
    },
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
    cases: fixed('/telehealth/cases'),
    newCase: fixed('/telehealth/new'),
    case: {
      path: '/telehealth/cases/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/telehealth/cases/${seg(id)}`, section),
    },
    archive: fixed('/telehealth/archive'),
    archivedCase: {
      path: '/telehealth/archive/cases/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/telehealth/archive/cases/${seg(id)}`, section),
    },
  },

  vst: {
    root: fixed('/vst'),
    consults: fixed('/vst/consults'),
    consultNew: fixed('/vst/consults/new'),
    consultSelect: fixed('/vst/consults/select'),
    followUpNew: {
      path: '/vst/consults/:consultId/new',
      getHref: (consultId: Id) => `/vst/consults/${seg(consultId)}/new`,
    },
    consult: {
      path: '/vst/consult/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/vst/consult/${seg(id)}`, section),
    },
    followUp: {
      path: '/vst/followup/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/vst/followup/${seg(id)}`, section),
    },
    consultReports: {
      path: '/vst/consults/reports/:type',
      getHref: (type: string) => `/vst/consults/reports/${seg(type)}`,
    },
    monthlyReport: fixed('/vst/reports/monthly'),
    quarterlyReport: fixed('/vst/reports/quarterly'),

    vtisConsults: fixed('/vst/vtisconsults'),
    vtisConsultNew: fixed('/vst/vtisConsults/new'),
    vtisFollowUpNew: {
      path: '/vst/vtisConsults/:consultId/new',
      getHref: (consultId: Id) => `/vst/vtisConsults/${seg(consultId)}/new`,
    },
    vtisConsult: {
      path: '/vst/vtisconsult/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/vst/vtisconsult/${seg(id)}`, section),
    },
    /** The second spelling of the VTIS consult route (spec 3 §2.1). */
    vtisConsultAlternative: { path: '/vst/vtisconsults/:id/*' },
    vtisFollowUp: {
      path: '/vst/vtisfollowup/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/vst/vtisfollowup/${seg(id)}`, section),
    },
    vtisHospitalDocumentation: {
      path: '/vst/vtishospitaldocumentation/:id/*',
      getHref: (id: Id, section = 'admission-details') =>
        withSection(`/vst/vtishospitaldocumentation/${seg(id)}`, section),
    },
    vtisReports: {
      path: '/vst/vtisconsults/reports/:type',
      getHref: (type: string) => `/vst/vtisconsults/reports/${seg(type)}`,
    },

    clinics: fixed('/vst/clinics'),
    clinicNew: fixed('/vst/clinics/new'),
    clinic: {
      path: '/vst/clinic/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/vst/clinic/${seg(id)}`, section),
    },

    reperfusionCases: fixed('/vst/reperfusion-cases'),
    reperfusionExport: fixed('/vst/reperfusion-cases/reports/export-data'),
    reperfusionCase: {
      path: '/vst/reperfusion-case/:id/*',
      getHref: (id: Id, section?: string) => withSection(`/vst/reperfusion-case/${seg(id)}`, section),
    },
    patient: { path: '/vst/patients/:id', getHref: (id: Id) => `/vst/patients/${seg(id)}` },
  },

  notFound: { path: '*' },
} as const;

/** The fixed start of a route pattern ('/vst/consult/:id/*' -> '/vst/consult'), for menu highlighting. */
export function pathPrefix(pattern: string): string {
  const cut = pattern.search(/\/[:*]/);
  return cut === -1 ? pattern : pattern.slice(0, cut);
}
