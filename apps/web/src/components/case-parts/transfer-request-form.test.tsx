import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { pick } from '../../testing/select-option.ts';
import { TransferRequestForm } from './transfer-request-form.tsx';

const hospitals = [
  { value: 4, label: 'Bendigo' },
  { value: 9, label: 'The Alfred' },
];

function renderForm(props: { clinicalDetailsComplete?: boolean; onSubmit?: () => Promise<unknown> } = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => undefined));
  render(
    <App>
      <TransferRequestForm
        initial={null}
        hospitals={hospitals}
        clinicalDetailsComplete={props.clinicalDetailsComplete ?? true}
        onSubmit={onSubmit}
      />
    </App>,
  );
  return onSubmit;
}

function typeNumber(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const ett = () => screen.getByLabelText('ETT') as HTMLInputElement;

describe('transfer request form (spec 2 §4.7, §5.5)', () => {
  it('enables ETT only while GCS is below 12 and clears it otherwise', async () => {
    renderForm();
    expect(ett().disabled).toBe(true);
    typeNumber('GCS', '10');
    await waitFor(() => expect(ett().disabled).toBe(false));
    fireEvent.click(ett());
    await waitFor(() => expect(ett().checked).toBe(true));
    typeNumber('GCS', '12');
    await waitFor(() => expect(ett().disabled).toBe(true));
    expect(ett().checked).toBe(false);
    typeNumber('GCS', '11');
    await waitFor(() => expect(ett().disabled).toBe(false));
    expect(ett().checked).toBe(false);
  });

  it('hints at the body measurements over 110 kg only', async () => {
    renderForm();
    typeNumber('Weight (kg)', '110');
    expect(screen.queryByText(M.weightOver110Hint)).toBeNull();
    typeNumber('Weight (kg)', '110.5');
    expect(await screen.findByText(M.weightOver110Hint)).toBeTruthy();
  });

  it('blocks an invalid submit with the banner and the field messages', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Request Transfer' }));
    expect(await screen.findByText(M.formHasErrors)).toBeTruthy();
    expect(screen.getAllByText(M.required).length).toBeGreaterThan(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables Request Transfer with the warning until the clinical details are complete', () => {
    renderForm({ clinicalDetailsComplete: false });
    expect(screen.getByText(M.transferNeedsClinicalDetails)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Request Transfer' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('estimates FiO2 as spec 3 §5.12 says (the Refer ARV / transfer form of every area)', async () => {
    renderForm();
    const fio2 = () => screen.getByLabelText('FiO2 (%)') as HTMLInputElement;
    await pick('Oxygen Therapy', 'Room Air');
    await waitFor(() => expect(fio2().value).toBe('21'));
    expect(fio2().disabled).toBe(true);
    expect(screen.queryByLabelText('Flow Rate (L/min)')).toBeNull();

    await pick('Oxygen Therapy', 'Face Mask');
    await waitFor(() => expect(fio2().value).toBe(''));
    await pick('Flow Rate (L/min)', '15');
    await waitFor(() => expect(fio2().value).toBe('70'));
    expect(fio2().disabled).toBe(true);

    await pick('Oxygen Therapy', 'Nasal Cannula/Prongs');
    await pick('Flow Rate (L/min)', '4');
    await waitFor(() => expect(fio2().value).toBe('36'));
  });

  it('clears a derived 21 for Ventilated and reads a typed 450 as 45, saying so', async () => {
    renderForm();
    const user = userEvent.setup();
    const fio2 = () => screen.getByLabelText('FiO2 (%)') as HTMLInputElement;
    await pick('Oxygen Therapy', 'Room Air');
    await waitFor(() => expect(fio2().value).toBe('21'));
    await pick('Oxygen Therapy', 'Ventilated');
    await waitFor(() => expect(fio2().disabled).toBe(false));
    expect(fio2().value).toBe('');
    await user.type(fio2(), '450');
    expect(fio2().value).toBe('45');
    expect(screen.getByTestId('fio2-note').textContent).toBe('450 was read as 45 (FiO2 is at most 100)');
  });

  it('asks before cancelling', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText(M.transferCancelConfirm)).length).toBeGreaterThan(0);
  });
});
