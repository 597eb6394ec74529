import { isReadOnly, isSystemAdmin } from '@scout/domain/access/rules';
import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { isTelehealthCaseReadOnly } from '@scout/domain/telehealth/rules';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type CaseModuleTexts,
  CasePageProvider,
} from '../../../components/case-module/case-page-context.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import type { MockRoutes, RecordedCall } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { useTelehealthCase } from '../api/get-case.ts';
import { telehealthKeys } from '../api/telehealth-api.ts';
import { newConsultation } from '../case/sections/consultations-section.tsx';

export const TH_MANAGER = makeCurrentUser({ access: { telehealth: 20 } });
export const TH_READER = makeCurrentUser({ access: { telehealth: 10 } });

export const CASE_ID = 7;
export const CASE_PATH = `/api/telehealth/case/${CASE_ID}`;

/** An open case with a referrer only (the other sections not saved yet), no consultations. */
export function makeTelehealthCase(overrides: Partial<TelehealthCase> = {}): TelehealthCase {
  return {
    id: CASE_ID,
    caseId: `TH${CASE_ID}`,
    createdOn: '2026-11-01T01:00:00.000Z',
    closedDateTime: null,
    lastModified: '2026-11-01T01:00:00.000Z',
    patientProfileId: 3,
    patientProfile: {
      id: 3,
      firstName: 'Alex',
      lastName: 'Example',
      middlename: 'J',
      gender: 'Male',
      age: 62,
      dateOfBirth: '1964-03-09',
    },
    referrerInformation: {
      firstName: 'Robin',
      lastName: 'Referrer',
      position: 'Consultant',
      contactNumber: '0390001111',
      emailAddress: null,
      hospitalId: 5,
      hospitalUnit: 'ICU',
      hospitalAddress: '300 Grattan St',
      callTaker: 1,
      callTakerDateTime: '2026-11-01T00:50:00.000Z',
      hospital: 'RMH',
      callTakerName: 'Sam Someone',
    },
    intensivistInformation: null,
    patientInformation: null,
    patientHistoryInformation: null,
    consultations: [],
    outcomeInformation: { outcome: null, closedDateTime: null },
    transferStatus: null,
    ...overrides,
  } as TelehealthCase;
}

/** A saved consultation (every part empty) created at `createdOn`. */
export function makeConsultation(id: number, createdOn: string): TelehealthCase['consultations'][number] {
  return {
    ...newConsultation(createdOn),
    id,
    caseId: CASE_ID,
  } as unknown as TelehealthCase['consultations'][number];
}

const TEXTS: CaseModuleTexts = {
  leaveGuard: M.leaveGuard,
  validationFailed: M.validationFailed,
  conflict: { question: M.sectionConflict },
  noUnsavedChanges: 'There are no unsaved changes.',
};

/** The case page's provider around one section, with the case from the (mocked) GET. */
function OneSection({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const query = useTelehealthCase(CASE_ID);
  if (!query.data) return null;
  const c = query.data;
  return (
    <CasePageProvider
      caseData={c}
      queryKey={telehealthKeys.case(CASE_ID)}
      readOnly={isTelehealthCaseReadOnly(
        isReadOnly(user, 'telehealth'),
        c.closedDateTime,
        isSystemAdmin(user),
      )}
      texts={TEXTS}
      sections={[]}
      basePath={`/telehealth/cases/${CASE_ID}`}
      layout="panels"
    >
      {children}
    </CasePageProvider>
  );
}

/**
 * Renders one Telehealth section (not the whole app) inside the case page's provider, with the
 * case answered by GET /api/telehealth/case/7 and `routes` for anything else. `saves` records
 * every PUT under /api/telehealth/case.
 */
export async function renderSection(
  node: ReactNode,
  {
    caseData = makeTelehealthCase(),
    user = TH_MANAGER,
    routes = {},
    answer,
  }: {
    caseData?: TelehealthCase;
    user?: ReturnType<typeof makeCurrentUser>;
    routes?: MockRoutes;
    /** The answer of a save (default: the case with a new lastModified). */
    answer?: (call: RecordedCall) => { status?: number; body?: unknown };
  } = {},
) {
  const saves: RecordedCall[] = [];
  const reply = answer ?? (() => ({ body: { ...caseData, lastModified: '2026-11-02T00:00:00.000Z' } }));
  const save = (call: RecordedCall) => {
    saves.push(call);
    return reply(call);
  };
  const view = await renderRoute({
    pages: [{ path: '/telehealth/cases/:id/*', element: <OneSection>{node}</OneSection> }],
    path: `/telehealth/cases/${CASE_ID}`,
    user,
    routes: {
      [`GET ${CASE_PATH}`]: { body: caseData },
      'PUT /api/telehealth/case': save,
      'PUT /api/telehealth/case/referrer': save,
      'PUT /api/telehealth/case/intensivist': save,
      'PUT /api/telehealth/case/patient-information': save,
      'PUT /api/telehealth/case/patient-history': save,
      'PUT /api/telehealth/case/consultations': save,
      'GET /api/telehealth/referencedata/drugs': {
        body: [
          { id: 1, name: 'Noradrenaline' },
          { id: 2, name: 'Adrenaline' },
        ],
      },
      [`GET ${CASE_PATH}/transfer`]: {
        body: { hasRequested: false, transferId: null, request: null, referralInformation: null },
      },
      ...routes,
    },
  });
  return { ...view, saves };
}

/** The form values a part test reads back (what a save would send). */
export interface PartProbe {
  values: () => Record<string, unknown>;
}

function PartForm({ node, defaults, probe }: { node: ReactNode; defaults: object; probe: PartProbe }) {
  const form = useForm({ defaultValues: defaults as Record<string, unknown> });
  probe.values = () => form.getValues();
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div">
        {node}
      </Form>
    </FormProvider>
  );
}

/**
 * One part of a consultation (airway, breathing ...) in a plain form holding `defaults` (a
 * consultation), without the case page: the part's show/derive/clear rules. `probe.values()`
 * reads the form back.
 */
export async function renderPart(
  node: ReactNode,
  defaults: object = makeConsultation(0, new Date().toISOString()),
) {
  const probe: PartProbe = { values: () => ({}) };
  const view = await renderRoute({
    pages: [{ path: '*', element: <PartForm node={node} defaults={defaults} probe={probe} /> }],
    path: '/',
    user: TH_MANAGER,
    routes: {
      'GET /api/telehealth/referencedata/drugs': { body: [{ id: 1, name: 'Noradrenaline' }] },
    },
  });
  return { ...view, probe };
}
