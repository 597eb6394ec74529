import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../../testing/fetch-mock.ts';
import { pick } from '../../../../testing/select-option.ts';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../../testing/ecmo-fixtures.ts';
import { renderEcmoSection } from '../../testing/render-ecmo.tsx';
import { ClinicalDetailsSection } from '../sections/clinical-details-section.tsx';

const CASE = makeCase();

async function openClinical(extra = {}) {
  const view = await renderEcmoSection(<ClinicalDetailsSection />, {
    sectionKey: 'clinicaldetails',
    caseData: CASE,
    user: ECMO_MANAGER,
    routes: { ...lookupRoutes(), ...extra },
  });
  const panel = (await screen.findByText('Observations')).closest('.ant-card') as HTMLElement;
  return { ...view, panel, user: userEvent.setup() };
}

async function type(scope: HTMLElement, label: string, value: string) {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
}

async function fillObservation(panel: HTMLElement) {
  await pick('Observation type', 'Standard', panel);
  const when = within(panel).getByLabelText('Date/time');
  fireEvent.mouseDown(when);
  fireEvent.change(when, { target: { value: '01/11/2026 10:00' } });
  fireEvent.keyDown(when, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await type(panel, 'HR', '90');
  await type(panel, 'SBP', '120');
  await type(panel, 'DBP', '80');
  await type(panel, 'Resp rate', '18');
  await type(panel, 'SpO2', '97');
  fireEvent.click(within(panel).getByRole('button', { name: 'GCS 15' }));
}

describe('ECMO observations (draft and commit)', () => {
  it('shows MAP and GCS computed from the draft', async () => {
    const { panel } = await openClinical();
    expect(within(panel).getByText(M.noObservation)).toBeTruthy();
    expect(within(panel).getByTestId('obs-map').textContent).toContain('-');
    expect(within(panel).getByTestId('obs-gcs').textContent).toContain('-');
    await type(panel, 'SBP', '120');
    await type(panel, 'DBP', '80');
    fireEvent.click(within(panel).getByRole('button', { name: 'GCS 15' }));
    await waitFor(() => expect(within(panel).getByTestId('obs-map').textContent).toContain('93.3'));
    expect(within(panel).getByTestId('obs-gcs').textContent).toContain('15');
  });

  it('derives FiO2 from the oxygen therapy (spec 2 §4.4, §9)', async () => {
    const { panel } = await openClinical();
    const fio2 = () => within(panel).getByLabelText('Estimated FiO2 (%)') as HTMLInputElement;
    await pick('Oxygen therapy', 'Room Air', panel);
    await waitFor(() => expect(fio2().value).toBe('21'));
    expect(fio2().disabled).toBe(true);

    await pick('Oxygen therapy', 'Face Mask', panel);
    await pick('Flow rate (L/min)', '15', panel);
    await waitFor(() => expect(fio2().value).toBe('70'));

    // Nasal prongs do not offer 15 L/min: the flow is reset and FiO2 is unknown until a flow is picked.
    await pick('Oxygen therapy', 'Nasal Cannula/Prongs', panel);
    await waitFor(() => expect(fio2().value).toBe(''));
    await pick('Flow rate (L/min)', '4', panel);
    await waitFor(() => expect(fio2().value).toBe('36'));
    expect(fio2().disabled).toBe(true);
  });

  it('switching from Room Air to Ventilated clears the 21, and a typed 450 is read as 45 with a note (issue 24)', async () => {
    const { panel, user } = await openClinical();
    const fio2 = () => within(panel).getByLabelText('Estimated FiO2 (%)') as HTMLInputElement;
    await pick('Oxygen therapy', 'Room Air', panel);
    await waitFor(() => expect(fio2().value).toBe('21'));
    await pick('Oxygen therapy', 'Ventilated', panel);
    await waitFor(() => expect(fio2().disabled).toBe(false));
    expect(fio2().value).toBe('');

    await user.type(fio2(), '450');
    expect(fio2().value).toBe('45');
    expect(within(panel).getByTestId('fio2-note').textContent).toBe(
      '450 was read as 45 (FiO2 is at most 100)',
    );

    // A key that is not a digit is refused, and said so: '4a5' does not silently become 5.
    await user.clear(fio2());
    await user.type(fio2(), '4a5');
    expect(fio2().value).toBe('45');
    expect(within(panel).getByTestId('fio2-note').textContent).toBe(
      '"a" was not accepted: FiO2 takes digits only',
    );

    // A value that arrives whole (pasted) goes through the spec's rule: a negative becomes 0.
    fireEvent.change(fio2(), { target: { value: '-5' } });
    await waitFor(() => expect(fio2().value).toBe('0'));
    expect(within(panel).getByTestId('fio2-note').textContent).toBe(
      '-5 was read as 0 (FiO2 takes digits only)',
    );
  });

  it('offers Add New for a complete draft; Add New and Cancel restore it; Save is disabled while adding', async () => {
    const { panel } = await openClinical();
    expect((within(panel).getByRole('button', { name: 'Commit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel).queryByRole('button', { name: 'Add New' })).toBeNull();

    await fillObservation(panel);
    const addNew = await within(panel).findByRole('button', { name: 'Add New' });
    await act(async () => fireEvent.click(addNew));
    expect((within(panel).getByLabelText('HR') as HTMLInputElement).value).toBe('');
    const save = screen.getAllByRole('button', { name: 'Save' }).find((b) => !b.hidden) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' })));
    expect((within(panel).getByLabelText('HR') as HTMLInputElement).value).toBe('90');
  });

  it('commits a complete observation and leaves nothing unsaved behind', async () => {
    const commits: RecordedCall[] = [];
    const { panel } = await openClinical({
      'PATCH /api/ecmo/cases/7/clinicaldetails/observation': (call: RecordedCall) => {
        commits.push(call);
        return { body: {} };
      },
    });
    await fillObservation(panel);
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Commit' })));
    await screen.findByText(M.observationCommitted);
    expect(commits).toHaveLength(1);
    const body = commits[0]?.body as { entry: Record<string, unknown>; lastModified: string };
    expect(body.lastModified).toBe(CASE.lastModified);
    expect(body.entry).toMatchObject({ hr: 90, sbp: 120, dbp: 80, eyes: 4, verbal: 5, motor: 6 });
    await waitFor(() => expect((within(panel).getByLabelText('HR') as HTMLInputElement).value).toBe(''));
    // The committed entry leaves nothing unsaved behind.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Clinical Details' })).toBeTruthy());
  });
});
