import { completeClinic, testPatient } from '@scout/domain/clinics/test-clinics';
import type { RouteObject } from 'react-router';
import type { MockRoutes, RecordedCall } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { inSectionPanel } from '../../../testing/section-panel.ts';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { lookupRoutes } from '../../stroke/testing/vst-service-fixtures.ts';
import { ClinicPage } from '../record/clinic-page.tsx';

/** Clinic users (spec 3 §6): VST Manage edits clinics; VST Admin also deletes and edits closed ones. */
export const CLINIC_MANAGER = makeCurrentUser({ access: { vst: 20 } });
export const CLINIC_ADMIN = makeCurrentUser({ access: { vst: 30 } });

export { lookupRoutes };

type Loose = Record<string, unknown>;

/** Clinic 9 as GET /api/vst/outpatient/9 answers it: open, every section saved (the domain's test clinic). */
export function makeClinic(overrides: Loose = {}): Loose {
  return {
    ...completeClinic,
    studyId: 'VSTOP9',
    type: 'Clinic',
    patientProfileId: testPatient.id,
    patient: testPatient,
    isActive: true,
    closedOn: null,
    specialistId: 9,
    specialist: 'Dr Nina Neuro',
    // The lookup's hospital (RMH, id 5) for both hospitals.
    referrerInformation: { ...completeClinic.referrerInformation, referrerHospitalId: 5 },
    patientInformation: {
      ...completeClinic.patientInformation,
      patientHospitalId: 5,
      patientCurrentLocation: null,
    },
    ...overrides,
  };
}

/** A closed clinic (inactive, closed on 12 March 2026). */
export const closedClinic = { isActive: false, closedOn: '2026-03-12T01:00:00.000Z' };

const PAGES: RouteObject[] = [{ path: '/vst/clinic/:id/*', element: <ClinicPage /> }];

/**
 * The clinic page alone at `path`: the clinic answered by GET (`record`, or a function of the
 * saves so far), the lookups and the health timeline; `saves` records every PUT, answered with
 * `record` unless `answer` says otherwise; `routes` for anything else.
 */
export async function renderClinic({
  record,
  path,
  user = CLINIC_MANAGER,
  routes = {},
}: {
  record: Loose;
  path: string;
  user?: ReturnType<typeof makeCurrentUser>;
  routes?: MockRoutes;
}) {
  const saves: RecordedCall[] = [];
  const view = await renderRoute({
    pages: PAGES,
    path,
    user,
    routes: {
      ...lookupRoutes,
      'GET /api/vst/outpatient/9': { body: record },
      'PUT /api/vst/outpatient': (call) => {
        saves.push(call);
        return { body: record };
      },
      [`GET /api/ccmp/patientprofiles/${testPatient.id}/presentations`]: { body: [] },
      ...routes,
    },
  });
  return { ...view, saves };
}

/** The panel of a section by its key, once the clinic shows. */
export const inPanel = (key: string) => inSectionPanel(key);
