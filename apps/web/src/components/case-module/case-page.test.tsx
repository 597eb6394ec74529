import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Col, Row } from 'antd';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApiClient } from '../../lib/shell-services.tsx';
import type { MockRoutes, RecordedCall } from '../../testing/fetch-mock.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { makeCurrentUser } from '../../testing/test-data.ts';
import { NumberField } from '../fields/number-field.tsx';
import { TextField } from '../fields/text-fields.tsx';
import {
  type CaseLayout,
  type CaseModuleTexts,
  CasePageProvider,
  type WholeCaseSave,
} from './case-page-context.tsx';
import { defineCaseSection } from './case-section.ts';
import { CaseSectionMenu, useCurrentSectionKey } from './case-section-menu.tsx';
import { CaseSectionsOutlet } from './case-sections-outlet.tsx';
import { SectionFormView } from './section-form-view.tsx';
import { useSectionForm } from './use-section-form.ts';

/** A small made-up case module: two sections saved with PUT, each answering the whole case. */
interface DemoCase {
  id: number;
  lastModified: string;
  referrer: { name: string | null };
  patient: { weight: number | null };
}

const TEXTS: CaseModuleTexts = {
  leaveGuard: 'You have unsaved changes, are you sure you want to leave?',
  validationFailed: 'Validation failed',
  conflict: { question: 'Do you want to proceed and overwrite any changes to this section?' },
  noUnsavedChanges: 'There are no unsaved changes.',
};

const referrer = defineCaseSection<DemoCase>()({
  key: 'referrer',
  title: 'Referrer',
  next: 'patient',
  schema: z.object({ name: z.string().min(1, 'Name is required') }),
  defaults: (c) => ({ name: c.referrer.name ?? '' }),
  isComplete: (c) => !!c.referrer.name,
  send: (values, { api, caseData, lastModified, forceUpdate }) =>
    api.put('/api/demo/case/referrer', { id: caseData.id, lastModified, forceUpdate, ...values }),
  messages: { saved: 'Referrer section has been updated', failed: 'Referrer not saved' },
});

const patient = defineCaseSection<DemoCase>()({
  key: 'patient',
  title: 'Patient',
  schema: z.object({ weight: z.number().min(0, 'Must be at least 0').nullable() }),
  defaults: (c) => ({ weight: c.patient.weight }),
  isComplete: (c) => c.patient.weight !== null,
  send: (values, { api, caseData, lastModified }) =>
    api.put('/api/demo/case/patient', { id: caseData.id, lastModified, ...values }),
  messages: { saved: 'Patient section has been updated', failed: 'Patient not saved' },
  emptyText: 'No patient information has been entered.',
  isEmpty: (c) => c.patient.weight === null,
});

function ReferrerSection() {
  return (
    <SectionFormView section={useSectionForm(referrer)}>
      <TextField name="name" label="Referrer name" required />
    </SectionFormView>
  );
}

function PatientSection() {
  return (
    <SectionFormView section={useSectionForm(patient)}>
      <Row>
        <Col span={12}>
          <NumberField name="weight" label="Weight" unit="kg" min={0} />
        </Col>
      </Row>
    </SectionFormView>
  );
}

const PARTS = [
  { key: 'referrer', node: <ReferrerSection /> },
  { key: 'patient', node: <PatientSection /> },
];

function Body() {
  const current = useCurrentSectionKey(useParams()['*']);
  return (
    <>
      <CaseSectionMenu current={current} />
      <CaseSectionsOutlet current={current} parts={PARTS} />
    </>
  );
}

function DemoCasePage({
  layout,
  readOnly = false,
  whole,
}: {
  layout: CaseLayout;
  readOnly?: boolean;
  whole?: WholeCaseSave<DemoCase>;
}) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['demo', 'case', 1],
    queryFn: () => api.get<DemoCase>('/api/demo/case/1'),
  });
  if (!query.data) return null;
  return (
    <CasePageProvider
      caseData={query.data}
      queryKey={['demo', 'case', 1]}
      readOnly={readOnly}
      texts={TEXTS}
      sections={[referrer, patient]}
      basePath="/demo/cases/1"
      layout={layout}
      wholeCaseSave={whole}
    >
      <Body />
    </CasePageProvider>
  );
}

const CASE: DemoCase = { id: 1, lastModified: 'v1', referrer: { name: 'Dr Who' }, patient: { weight: null } };

async function open(
  routes: MockRoutes,
  {
    layout = 'cards' as CaseLayout,
    readOnly = false,
    whole = undefined as WholeCaseSave<DemoCase> | undefined,
  } = {},
) {
  const view = await renderRoute({
    path: '/demo/cases/1/referrer',
    user: makeCurrentUser(),
    pages: [
      {
        path: '/demo/cases/1/*',
        element: <DemoCasePage layout={layout} readOnly={readOnly} whole={whole} />,
      },
    ],
    routes: { 'GET /api/demo/case/1': { body: CASE }, ...(routes as MockRoutes) },
  });
  await screen.findAllByText('Referrer');
  return view;
}

const gets = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/demo/case/1');

describe('case-module section forms', () => {
  it('saves a section with the lastModified, puts the answered case in the cache without a GET, and opens the next section', async () => {
    const saved: DemoCase = { ...CASE, lastModified: 'v2', referrer: { name: 'Dr No' } };
    const { calls, router } = await open({ 'PUT /api/demo/case/referrer': { body: saved } });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr No' } });
    expect(screen.getByRole('menuitem', { name: /Referrer \*/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Next' }));
    await screen.findByText('Referrer section has been updated');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ id: 1, lastModified: 'v1', forceUpdate: false, name: 'Dr No' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/cases/1/patient'));
    expect(gets(calls)).toHaveLength(1);
    expect(screen.queryByRole('menuitem', { name: /Referrer \*/ })).toBeNull();
  });

  it("asks the area's conflict question; No keeps the changes unsaved, Yes resends with forceUpdate", async () => {
    const puts: RecordedCall[] = [];
    await open({
      'PUT /api/demo/case/referrer': (call: RecordedCall) => {
        puts.push(call);
        return call.body && (call.body as { forceUpdate?: boolean }).forceUpdate
          ? { body: { ...CASE, lastModified: 'v3', referrer: { name: 'Dr No' } } }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' } };
      },
    });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr No' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText(TEXTS.conflict.question);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    // No ends the save (Save works again): nothing more is sent and the section stays edited.
    const save = screen
      .getByText('Save', { selector: '.ant-card button span' })
      .closest('button') as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(puts).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: /Referrer \*/ })).toBeTruthy();

    fireEvent.click(save);
    await waitFor(() => expect(puts).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Yes' }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: 'Yes' }).at(-1) as HTMLElement);
    await screen.findByText('Referrer section has been updated');
    expect(puts.map((p) => (p.body as { forceUpdate: boolean }).forceUpdate)).toEqual([false, false, true]);
  });

  it('places server field errors on their fields and keeps a number outside its limit as typed', async () => {
    const puts: RecordedCall[] = [];
    await open({
      'PUT /api/demo/case/referrer': (call: RecordedCall) => {
        puts.push(call);
        return {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Validation failed',
            fieldErrors: [{ field: 'name', message: 'Not a known referrer' }],
          },
        };
      },
    });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a known referrer')).toBeTruthy();
    expect(await screen.findByText('Referrer not saved')).toBeTruthy();

    fireEvent.click(screen.getByRole('menuitem', { name: /^Patient/ }));
    const weight = (await screen.findByLabelText('Weight')) as HTMLInputElement;
    fireEvent.change(weight, { target: { value: '-3' } });
    fireEvent.blur(weight);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement),
    );
    expect(await screen.findByText('Must be at least 0')).toBeTruthy();
    expect(weight.value).toBe('-3');
    expect(puts).toHaveLength(1);
  });

  it('Save All as one whole-case save sends every section once', async () => {
    const wholes: RecordedCall[] = [];
    await open(
      {
        'PUT /api/demo/case': (call: RecordedCall) => {
          wholes.push(call);
          return { body: { ...CASE, lastModified: 'v2', patient: { weight: 70 } } };
        },
      },
      {
        whole: {
          send: (values, { api, caseData, lastModified }) =>
            api.put('/api/demo/case', { id: caseData.id, lastModified, ...values }),
          saved: 'Telehealth case updated successfully',
          failed: 'Not saved',
        },
      },
    );
    fireEvent.click(screen.getByRole('menuitem', { name: /^Patient/ }));
    fireEvent.change(await screen.findByLabelText('Weight'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('menuitem', { name: /Save All/ }));
    await screen.findByText('Telehealth case updated successfully');
    expect(wholes).toHaveLength(1);
    expect(wholes[0]?.body).toEqual({
      id: 1,
      lastModified: 'v1',
      referrer: { name: 'Dr Who' },
      patient: { weight: 70 },
    });
  });

  it('panels: every section shown with its complete/incomplete marker; read-only shows the placeholder', async () => {
    await open({}, { layout: 'panels', readOnly: true });
    const menu = screen.getByRole('menu', { name: 'Case sections' });
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Referrer/ })
        .querySelector('[aria-label="Complete"]'),
    ).toBeTruthy();
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Patient/ })
        .querySelector('[aria-label="Incomplete"]'),
    ).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: /Save All/ })).toBeNull();
    expect(screen.getByText('No patient information has been entered.')).toBeTruthy();
    expect(screen.getByTestId('ro-name').textContent).toBe('Dr Who');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
