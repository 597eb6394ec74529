import { DRAFT_MESSAGES, type SectionDraft } from '@scout/domain/cases/section-draft';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatDateTime } from '../../lib/dates.ts';
import { useApiClient } from '../../lib/shell-services.tsx';
import type { MockRoutes, RecordedCall } from '../../testing/fetch-mock.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { NumberField } from '../fields/number-field.tsx';
import { TextField } from '../fields/text-fields.tsx';
import { type CaseModuleTexts, CasePageProvider } from './case-page-context.tsx';
import { defineCaseSection } from './case-section.ts';
import { CaseSectionMenu, useCurrentSectionKey } from './case-section-menu.tsx';
import { CaseSectionsOutlet } from './case-sections-outlet.tsx';
import { draftValuesOf } from './section-drafts.ts';
import { SectionFormView } from './section-form-view.tsx';
import { useSectionForm } from './use-section-form.ts';

/** A made-up case module 'demo' with two sections, shown one at a time (cards, as ECMO). */
interface DemoCase {
  id: number;
  lastModified: string;
  referrer: { name: string | null; phone: string | null };
  patient: { weight: number | null };
}

const TEXTS: CaseModuleTexts = {
  leaveGuard: 'You have unsaved changes, are you sure you want to leave?',
  validationFailed: 'Validation failed',
  conflict: { question: 'Overwrite?' },
  noUnsavedChanges: 'There are no unsaved changes.',
};

const referrer = defineCaseSection<DemoCase>()({
  key: 'referrer',
  title: 'Referrer',
  schema: z.object({ name: z.string().min(1), phone: z.string().nullable() }),
  defaults: (c) => ({ name: c.referrer.name ?? '', phone: c.referrer.phone }),
  send: (values, { api, caseData, lastModified }) =>
    api.put('/api/demo/case/referrer', { id: caseData.id, lastModified, ...values }),
  messages: { saved: 'Referrer section has been updated', failed: 'Referrer not saved' },
});

const patient = defineCaseSection<DemoCase>()({
  key: 'patient',
  title: 'Patient',
  schema: z.object({ weight: z.number().nullable() }),
  defaults: (c) => ({ weight: c.patient.weight }),
  send: (values, { api, caseData, lastModified }) =>
    api.put('/api/demo/case/patient', { id: caseData.id, lastModified, ...values }),
  messages: { saved: 'Patient section has been updated', failed: 'Patient not saved' },
});

function ReferrerSection() {
  return (
    <SectionFormView section={useSectionForm(referrer)}>
      <TextField name="name" label="Referrer name" required />
      <TextField name="phone" label="Referrer phone" />
    </SectionFormView>
  );
}

function PatientSection() {
  return (
    <SectionFormView section={useSectionForm(patient)}>
      <NumberField name="weight" label="Weight" unit="kg" />
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

function DemoCasePage({ readOnly }: { readOnly: boolean }) {
  const api = useApiClient();
  const query = useQuery({ queryKey: ['demo', 1], queryFn: () => api.get<DemoCase>('/api/demo/case/1') });
  if (!query.data) return null;
  return (
    <CasePageProvider
      caseData={query.data}
      queryKey={['demo', 1]}
      readOnly={readOnly}
      texts={TEXTS}
      sections={[referrer, patient]}
      basePath="/demo/cases/1"
      liveModule="demo"
    >
      <Body />
    </CasePageProvider>
  );
}

const CASE: DemoCase = {
  id: 1,
  lastModified: 'v1',
  referrer: { name: 'Dr Who', phone: '03 9000 0000' },
  patient: { weight: null },
};
const DRAFTS = '/api/drafts/demo/1';

async function open(routes: MockRoutes = {}, { readOnly = false, drafts = [] as SectionDraft[] } = {}) {
  const view = await renderRoute({
    path: '/demo/cases/1/referrer',
    pages: [{ path: '/demo/cases/1/*', element: <DemoCasePage readOnly={readOnly} /> }],
    routes: {
      'GET /api/demo/case/1': { body: CASE },
      [`GET ${DRAFTS}`]: { body: drafts },
      [`PUT ${DRAFTS}/referrer`]: { status: 204 },
      [`PUT ${DRAFTS}/patient`]: { status: 204 },
      [`DELETE ${DRAFTS}/referrer`]: { status: 204 },
      [`DELETE ${DRAFTS}/patient`]: { status: 204 },
      [`DELETE ${DRAFTS}`]: { status: 204 },
      ...routes,
    },
  });
  await screen.findAllByText('Referrer');
  return view;
}

const draftCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith(DRAFTS)).map((c) => `${c.method} ${c.path}`);

describe('never-lost drafts of section forms', () => {
  it('keeps the edited fields as a draft a few seconds after the last change, and deletes it once the section is saved', async () => {
    const { calls } = await open({
      'PUT /api/demo/case/referrer': {
        body: { ...CASE, lastModified: 'v2', referrer: { ...CASE.referrer, name: 'Dr No' } },
      },
    });
    await waitFor(() => expect(draftCalls(calls)).toEqual([`GET ${DRAFTS}`]));
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr N' } });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr No' } });
    // Nothing is sent while typing goes on.
    expect(draftCalls(calls)).toEqual([`GET ${DRAFTS}`]);
    await waitFor(() => expect(draftCalls(calls)).toContain(`PUT ${DRAFTS}/referrer`), { timeout: 6000 });
    const put = calls.filter((c) => c.method === 'PUT' && c.path === `${DRAFTS}/referrer`);
    // One write after the pause, with the edited field only (not the untouched phone), and the token.
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({ values: { name: 'Dr No' } });
    expect(put[0]?.headers.get('authorization')).toBe('Bearer test-access-token');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Referrer section has been updated');
    await waitFor(() => expect(draftCalls(calls).at(-1)).toBe(`DELETE ${DRAFTS}/referrer`));
  }, 15_000);

  it('writes a pending draft at once, with keepalive, when the page is hidden or closed', async () => {
    const { calls, fetchMock } = await open();
    fireEvent.change(screen.getByLabelText('Referrer phone'), { target: { value: '03 9999 9999' } });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(draftCalls(calls)).toContain(`PUT ${DRAFTS}/referrer`));
    const sent = fetchMock.mock.calls.find(
      ([path, init]) => path === `${DRAFTS}/referrer` && init?.method === 'PUT',
    );
    expect(sent?.[1]?.keepalive).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ values: { phone: '03 9999 9999' } });
  });

  it('offers the drafts found on opening; Restore lays them over the sections (one not opened yet included) as unsaved edits', async () => {
    const drafts: SectionDraft[] = [
      { section: 'referrer', values: { name: 'Dr Draft' }, savedAt: '2026-11-20T05:30:00.000Z' },
      { section: 'patient', values: { weight: 71 }, savedAt: '2026-11-20T05:42:00.000Z' },
    ];
    const { calls } = await open(
      { 'PUT /api/demo/case/referrer': { body: { ...CASE, lastModified: 'v2' } } },
      { drafts },
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(DRAFT_MESSAGES.restoreQuestion(formatDateTime('2026-11-20T05:42:00.000Z'))),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect((screen.getByLabelText('Referrer name') as HTMLInputElement).value).toBe('Dr Draft');
    expect((screen.getByLabelText('Referrer phone') as HTMLInputElement).value).toBe('03 9000 0000');
    // Both sections count as edited (the menu's markers), the patient section before it is opened.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Patient \*/ })).toBeTruthy());
    expect(screen.getByRole('menuitem', { name: /Referrer \*/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: /^Patient/ }));
    expect(((await screen.findByLabelText('Weight')) as HTMLInputElement).value).toBe('71');

    // The user then saves as usual: the restored value is sent, and that section's draft goes.
    fireEvent.click(screen.getByRole('menuitem', { name: /^Referrer/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await screen.findByText('Referrer section has been updated');
    expect(calls.find((c) => c.path === '/api/demo/case/referrer')?.body).toMatchObject({ name: 'Dr Draft' });
    await waitFor(() => expect(draftCalls(calls)).toContain(`DELETE ${DRAFTS}/referrer`));
    expect(draftCalls(calls)).not.toContain(`DELETE ${DRAFTS}/patient`);
  });

  it('Discard deletes every draft of the record and leaves the saved values', async () => {
    const { calls } = await open(
      {},
      {
        drafts: [{ section: 'referrer', values: { name: 'Dr Draft' }, savedAt: '2026-11-20T05:30:00.000Z' }],
      },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(draftCalls(calls)).toContain(`DELETE ${DRAFTS}`));
    expect((screen.getByLabelText('Referrer name') as HTMLInputElement).value).toBe('Dr Who');
    expect(screen.queryByRole('menuitem', { name: /Referrer \*/ })).toBeNull();
  });

  it('a read-only case neither asks for drafts nor keeps any', async () => {
    const { calls } = await open({}, { readOnly: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(draftCalls(calls)).toEqual([]);
  });
});

describe('draftValuesOf', () => {
  it('takes each dirty leaf by its path, and a list with a dirty entry whole', () => {
    const values: Record<string, unknown> = {
      name: 'A',
      'address.suburb': 'Carlton',
      diagnosis: ['ARDS', 'Sepsis'],
    };
    const dirty = {
      name: true,
      phone: false,
      address: { suburb: true, street: false },
      diagnosis: [false, true],
    };
    expect(draftValuesOf(dirty, (p) => values[p])).toEqual({
      name: 'A',
      'address.suburb': 'Carlton',
      diagnosis: ['ARDS', 'Sepsis'],
    });
    expect(draftValuesOf({}, () => null)).toEqual({});
  });
});
