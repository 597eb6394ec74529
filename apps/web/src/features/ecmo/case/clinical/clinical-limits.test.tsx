import { atLeastMessage, atMostMessage } from '@scout/domain/cases/messages';
import { bloodPressureOrderMessage, rangeMessage } from '@scout/domain/cases/plausibility';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../../testing/fetch-mock.ts';
import { pick } from '../../../../testing/select-option.ts';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../../testing/ecmo-fixtures.ts';
import { renderEcmoSection } from '../../testing/render-ecmo.tsx';
import { ClinicalDetailsSection } from '../sections/clinical-details-section.tsx';

/** Issue 10.1: a number outside its limit stays as typed and blocks the save, naming the limit. */

const panelOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

/** Types into a number box and leaves it (antd's InputNumber used to clamp on blur). */
function typeAndLeave(scope: HTMLElement, label: string, value: string) {
  const input = within(scope).getByLabelText(label) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

/** The clinical details section of a new case; `sent` records every PATCH it makes. */
async function openClinical() {
  const sent: RecordedCall[] = [];
  const record = (call: RecordedCall) => {
    sent.push(call);
    return { body: {} };
  };
  await renderEcmoSection(<ClinicalDetailsSection />, {
    sectionKey: 'clinicaldetails',
    caseData: makeCase(),
    user: ECMO_MANAGER,
    routes: {
      ...lookupRoutes(),
      'PATCH /api/ecmo/cases/7/clinicaldetails': record,
      'PATCH /api/ecmo/cases/7/clinicaldetails/observation': record,
    },
  });
  return { sent, observations: await panelOf('Observations') };
}

describe('ECMO clinical numbers outside their limits', () => {
  it('keeps HR 301, SBP -10 and Temp 20 as typed and commits nothing, naming the limits', async () => {
    const { sent, observations } = await openClinical();
    await pick('Observation type', 'Standard', observations);
    const when = within(observations).getByLabelText('Date/time');
    fireEvent.mouseDown(when);
    fireEvent.change(when, { target: { value: '01/11/2026 10:00' } });
    fireEvent.keyDown(when, { key: 'Enter', code: 'Enter', keyCode: 13 });
    typeAndLeave(observations, 'Resp rate', '18');
    typeAndLeave(observations, 'SpO2', '97');
    fireEvent.click(within(observations).getByRole('button', { name: 'GCS 15' }));
    const hr = typeAndLeave(observations, 'HR', '301');
    const sbp = typeAndLeave(observations, 'SBP', '-10');
    typeAndLeave(observations, 'DBP', '80');
    const temp = typeAndLeave(observations, 'Temp', '20');
    await act(async () => {});
    expect([hr.value, sbp.value, temp.value]).toEqual(['301', '-10', '20']);

    // Commit: the entry's limits show on its fields and nothing is sent.
    await act(async () => fireEvent.click(within(observations).getByRole('button', { name: 'Commit' })));
    expect(within(observations).getByText(atMostMessage(300))).toBeTruthy();
    expect(within(observations).getByText(rangeMessage('temperature'))).toBeTruthy();
    expect(within(observations).getByText(rangeMessage('systolic'))).toBeTruthy();
    expect([hr.value, sbp.value, temp.value]).toEqual(['301', '-10', '20']);
    expect(sent).toEqual([]);
  });

  it('keeps Temp 45.5 and BP 95/140 as typed and saves nothing, naming the limit and both pressures', async () => {
    const { sent, observations } = await openClinical();
    const sbp = typeAndLeave(observations, 'SBP', '95');
    const dbp = typeAndLeave(observations, 'DBP', '140');
    const temp = typeAndLeave(observations, 'Temp', '45.5');
    await act(async () => {});
    const save = screen.getAllByRole('button', { name: 'Save' }).find((b) => !b.hidden) as HTMLButtonElement;
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(within(observations).getByText(rangeMessage('temperature'))).toBeTruthy());
    expect(within(observations).getByText(bloodPressureOrderMessage(95, 140))).toBeTruthy();
    expect([sbp.value, dbp.value, temp.value]).toEqual(['95', '140', '45.5']);
    expect(sent).toEqual([]);
  });

  it('keeps pO2 -3 and Hb -1 as typed and saves nothing, naming the limits', async () => {
    const { sent } = await openClinical();
    const po2 = typeAndLeave(await panelOf('Blood Gases'), 'pO2', '-3');
    const hb = typeAndLeave(await panelOf('Investigations'), 'Hb (g/L)', '-1');
    await act(async () => {});
    expect([po2.value, hb.value]).toEqual(['-3', '-1']);

    // Save: the section does not save, and says why on each field.
    const save = screen.getAllByRole('button', { name: 'Save' }).find((b) => !b.hidden) as HTMLButtonElement;
    await act(async () => fireEvent.click(save));
    expect((await screen.findAllByText(M.validationFailed)).length).toBeGreaterThan(0);
    const bloodGas = await panelOf('Blood Gases');
    await waitFor(() => expect(within(bloodGas).getByText(atLeastMessage(0))).toBeTruthy());
    expect(within(await panelOf('Investigations')).getByText(atLeastMessage(0))).toBeTruthy();
    expect([po2.value, hb.value]).toEqual(['-3', '-1']);
    expect(sent).toEqual([]);
  });
});

describe('ECMO Commit says why it is disabled (issue 24)', () => {
  it('a blood gas with only pH: Commit is disabled and says date/time and type are required', async () => {
    await openClinical();
    const bloodGas = await panelOf('Blood Gases');
    const commit = within(bloodGas).getByRole('button', { name: 'Commit' }) as HTMLButtonElement;
    expect(commit.disabled).toBe(true);
    expect(within(bloodGas).queryByText(/required to commit/)).toBeNull();

    typeAndLeave(bloodGas, 'pH', '7.31');
    const hint = await within(bloodGas).findByText('Date/time and Type are required to commit');
    expect(commit.disabled).toBe(true);
    expect(commit.getAttribute('aria-describedby')).toBe(hint.id);

    await pick('Type', 'Arterial', bloodGas);
    await waitFor(() => expect(within(bloodGas).getByText('Date/time is required to commit')).toBeTruthy());
  });
});
