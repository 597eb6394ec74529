import type { SectionDraft } from '@scout/domain/cases/section-draft';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRoutes, RecordedCall } from '../../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../../testing/render-route.tsx';
import { TelehealthCasePage } from '../../pages/telehealth-case-page.tsx';
import {
  CASE_ID,
  CASE_PATH,
  makeConsultation,
  makeTelehealthCase,
  TH_MANAGER,
} from '../../testing/telehealth-fixtures.tsx';

/**
 * Never-lost drafts of a new consultation (issue 24 B): Add Consultation, type, close the tab,
 * reopen, Restore. The new consultation is not in the case yet, so its draft keeps all of it and
 * Restore opens it again; and the offer never jumps over someone who has started typing.
 */
const DRAFTS = `/api/drafts/telehealth/${CASE_ID}`;

async function openCase(
  caseData = makeTelehealthCase(),
  drafts: MockRoutes[string] = { body: [] as SectionDraft[] },
) {
  const view = await renderRoute({
    pages: [{ path: '/telehealth/cases/:id/*', element: <TelehealthCasePage /> }],
    path: `/telehealth/cases/${CASE_ID}/consultations`,
    user: TH_MANAGER,
    routes: {
      [`GET ${CASE_PATH}`]: { body: caseData },
      [`GET ${CASE_PATH}/transfer`]: {
        body: { hasRequested: false, transferId: null, request: null, referralInformation: null },
      },
      'GET /api/ccmp/patientprofiles/3/presentations': { body: [] },
      'GET /api/telehealth/referencedata/drugs': { body: [] },
      [`GET ${DRAFTS}`]: drafts,
      [`PUT ${DRAFTS}/consultations`]: { status: 204 },
      [`PUT ${DRAFTS}/patient-history`]: { status: 204 },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'TELEHEALTH' });
  return view;
}

const consultations = () => screen.getByRole('combobox', { name: 'Consultation' });
/** The consultation picker's shown label. */
const picked = () => (consultations().closest('.ant-select') as HTMLElement).textContent ?? '';
const heartRate = () => screen.getByLabelText('Heart rate') as HTMLInputElement;
const history = () => screen.getByLabelText('History of presenting case') as HTMLTextAreaElement;

/** What the page wrote as drafts when it was hidden: the next opening's drafts. */
function writtenDrafts(calls: RecordedCall[]): SectionDraft[] {
  return calls
    .filter((c) => c.method === 'PUT' && c.path.startsWith(`${DRAFTS}/`))
    .map((c) => ({
      section: c.path.slice(DRAFTS.length + 1),
      values: (c.body as { values: Record<string, unknown> }).values,
      savedAt: '2026-11-20T06:30:00.000Z',
    }));
}

/** Add Consultation, a heart rate and notes in it, the patient history edited, the tab closed. */
async function typeAndClose(caseData = makeTelehealthCase()) {
  const view = await openCase(caseData);
  await waitFor(() => expect(view.calls.some((c) => c.path === DRAFTS)).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: /Add Consultation/ }));
  await waitFor(() => expect(picked()).toMatch(/not saved/));
  fireEvent.change(heartRate(), { target: { value: '112' } });
  fireEvent.change(screen.getByLabelText('Recommendation notes'), {
    target: { value: 'Call back at 18:00' },
  });
  fireEvent.change(history(), { target: { value: 'Fall at home, hypoxic' } });
  window.dispatchEvent(new Event('pagehide'));
  const drafts = writtenDrafts(view.calls);
  view.unmount();
  return drafts;
}

describe('a new Telehealth consultation as a draft (issue 24 B)', () => {
  it('comes back with Restore, with the patient history, as an unsaved new consultation', async () => {
    const drafts = await typeAndClose();
    expect(drafts.map((d) => d.section).sort()).toEqual(['consultations', 'patient-history']);

    await openCase(makeTelehealthCase(), { body: drafts });
    const offer = await screen.findByRole('dialog');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(heartRate().value).toBe('112'));
    expect(screen.queryByText(M.noConsultations)).toBeNull();
    expect(picked()).toMatch(/not saved/);
    expect((screen.getByLabelText('Recommendation notes') as HTMLTextAreaElement).value).toBe(
      'Call back at 18:00',
    );
    expect(history().value).toBe('Fall at home, hypoxic');
    // Unsaved: Add Consultation waits for it to be saved.
    expect((screen.getByRole('button', { name: /Add Consultation/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  }, 60_000);

  it('never lays a new consultation over the saved one before it', async () => {
    const saved = makeConsultation(12, '2026-11-02T02:00:00.000Z');
    const caseData = makeTelehealthCase({
      consultations: [
        { ...saved, circulationAndInfusion: { ...saved.circulationAndInfusion, heartRate: 80 } },
      ],
    });
    const drafts = await typeAndClose(caseData);

    await openCase(caseData, { body: drafts });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(picked()).toMatch(/not saved/));
    expect(heartRate().value).toBe('112');
    // The saved consultation is as it was.
    fireEvent.mouseDown(consultations());
    fireEvent.click(await screen.findByTitle('#1 · 02/11/2026 13:00'));
    await waitFor(() =>
      expect(screen.getByTestId('ro-circulationAndInfusion.heartRate').textContent).toContain('80'),
    );
  }, 60_000);

  it('is not offered in a dialog over someone already typing; Restore keeps what they typed', async () => {
    let answer: (drafts: SectionDraft[]) => void = () => {};
    const late = new Promise<SectionDraft[]>((resolve) => {
      answer = resolve;
    });
    await openCase(makeTelehealthCase(), async () => ({ body: await late }));
    fireEvent.change(await screen.findByLabelText('History of presenting case'), {
      target: { value: 'Typed now' },
    });
    answer([
      {
        section: 'patient-history',
        values: { historyOfPresentingCase: 'From the draft' },
        savedAt: '2026-11-20T06:30:00.000Z',
      },
      { section: 'intensivist', values: { firstName: 'Kim' }, savedAt: '2026-11-20T06:30:00.000Z' },
    ]);
    const note = await screen.findByText(/Restore your unsaved changes from/);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(
      within(note.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(screen.queryByText(/Restore your unsaved changes from/)).toBeNull());
    expect(history().value).toBe('Typed now');
  }, 60_000);
});
