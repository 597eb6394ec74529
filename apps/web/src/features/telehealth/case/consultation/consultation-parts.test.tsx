import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pick } from '../../../../testing/select-option.ts';
import { makeConsultation, renderPart } from '../../testing/telehealth-fixtures.tsx';
import { AirwayFields } from './airway-fields.tsx';
import { BreathingFields } from './breathing-fields.tsx';
import { CirculationFields } from './circulation-fields.tsx';
import { DisabilityFields } from './disability-fields.tsx';
import { EnvironmentFields } from './environment-fields.tsx';

const at = (values: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], values);

const answer = (group: string, value: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(value));

function consultation(parts: Record<string, unknown>) {
  return { ...makeConsultation(0, '2026-11-10T01:00:00.000Z'), ...parts };
}

describe('airway (spec 2 §4.10)', () => {
  it('shows intubation difficulty only after a grade, and ETT No clears the tube fields', async () => {
    const { probe } = await renderPart(<AirwayFields />);
    answer('Endotracheal tube (ETT)', 'Yes');
    fireEvent.change(await screen.findByLabelText('Size'), { target: { value: '8' } });
    expect(screen.queryByLabelText('Intubation difficulty')).toBeNull();
    await pick('Laryngoscopic grade', '2');
    await pick('Intubation difficulty', 'Moderate');
    expect(at(probe.values(), 'airway.intubationDifficulty')).toBe('Moderate');
    answer('Endotracheal tube (ETT)', 'No');
    await waitFor(() => expect(screen.queryByLabelText('Size')).toBeNull());
    const airway = at(probe.values(), 'airway');
    expect(airway).toMatchObject({
      endotrachealTube: false,
      sizeInMM: null,
      laryngoscopicGrade: null,
      intubationDifficulty: null,
    });
  });
});

describe('breathing (spec 2 §4.10)', () => {
  it('fixes FiO2 at 21 on room air with flow and FiO2 disabled', async () => {
    const { probe } = await renderPart(<BreathingFields />);
    await pick('Respiratory support', 'Room Air');
    await waitFor(() => expect(at(probe.values(), 'breathing.estimatedFiO2')).toBe(21));
    expect((screen.getByLabelText('Estimated FiO2') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Flow rate') as HTMLInputElement).disabled).toBe(true);
  });

  it('derives FiO2 from the O2 mask flow: 8 L/min -> 45, 15 -> 70', async () => {
    const { probe } = await renderPart(<BreathingFields />);
    await pick('Respiratory support', 'O2 Mask');
    await pick('Flow rate', '8 L/min');
    await waitFor(() => expect(at(probe.values(), 'breathing.estimatedFiO2')).toBe(45));
    await pick('Flow rate', '15 L/min');
    await waitFor(() => expect(at(probe.values(), 'breathing.estimatedFiO2')).toBe(70));
  });

  it('clears the 21 of room air when switching to invasive ventilation, and reads a typed 450 as 45 with a note', async () => {
    const { probe } = await renderPart(<BreathingFields />);
    const user = userEvent.setup();
    const fio2 = () => screen.getByLabelText('Estimated FiO2') as HTMLInputElement;
    await pick('Respiratory support', 'Room Air');
    await waitFor(() => expect(fio2().value).toBe('21'));
    await pick('Respiratory support', 'Invasive Ventilation');
    await waitFor(() => expect(fio2().disabled).toBe(false));
    expect(fio2().value).toBe('');
    expect(at(probe.values(), 'breathing.estimatedFiO2')).toBeNull();
    await user.type(fio2(), '450');
    expect(fio2().value).toBe('45');
    expect(at(probe.values(), 'breathing.estimatedFiO2')).toBe(45);
    expect(screen.getByTestId('fio2-note').textContent).toBe('450 was read as 45 (FiO2 is at most 100)');
  });

  it('marks the NIV fields required, and invasive ventilation adds mode, PIP and plateau', async () => {
    await renderPart(<BreathingFields />);
    await pick('Respiratory support', 'Non-Invasive Ventilation');
    const required = (label: string) =>
      !!screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-required');
    for (const label of [
      'Respiratory rate',
      'O2 sats',
      'Estimated FiO2',
      'Pressure support',
      'PEEP',
      'Tidal volume',
    ])
      expect(required(label)).toBe(true);
    expect(screen.queryByLabelText('Mode')).toBeNull();
    await pick('Respiratory support', 'Invasive Ventilation');
    for (const label of ['Mode', 'Peak inspiratory pressure', 'Plateau pressure'])
      expect(required(label)).toBe(true);
  });
});

describe('circulation (spec 2 §4.10)', () => {
  it('asks before inotropes No clears infusions, stat doses, urine output and fluid balance; No keeps Yes', async () => {
    const withDrugs = consultation({
      circulationAndInfusion: {
        inotropesAdministered: true,
        urineOutput: 40,
        fluidBalance: -200,
        infusions: [{ name: 'Noradrenaline' }],
        medications: [{ name: 'Adrenaline' }],
      },
    });
    const { probe } = await renderPart(<CirculationFields />, withDrugs);
    answer('Inotropes administered', 'No');
    fireEvent.click(
      within(
        (await screen.findAllByText(M.inotropesClearConfirm)).at(-1)?.closest('.ant-modal') as HTMLElement,
      ).getByRole('button', { name: 'No' }),
    );
    await waitFor(() =>
      expect(at(probe.values(), 'circulationAndInfusion.inotropesAdministered')).toBe(true),
    );
    expect(at(probe.values(), 'circulationAndInfusion.infusions')).toHaveLength(1);

    answer('Inotropes administered', 'No');
    const dialogs = await screen.findAllByText(M.inotropesClearConfirm);
    fireEvent.click(
      within(dialogs.at(-1)?.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(at(probe.values(), 'circulationAndInfusion')).toMatchObject({
        inotropesAdministered: false,
        infusions: [],
        medications: [],
        urineOutput: null,
        fluidBalance: null,
      }),
    );
  });

  it('shows the other-rhythm text only for Other and clears it when the rhythm changes', async () => {
    const { probe } = await renderPart(<CirculationFields />);
    await pick('Rhythm', 'Other');
    fireEvent.change(await screen.findByLabelText('Other rhythm'), { target: { value: 'Junctional' } });
    expect(at(probe.values(), 'circulationAndInfusion.rhythmnOther')).toBe('Junctional');
    await pick('Rhythm', 'Sinus Rhythm');
    await waitFor(() => expect(screen.queryByLabelText('Other rhythm')).toBeNull());
    expect(at(probe.values(), 'circulationAndInfusion.rhythmnOther')).toBeNull();
  });
});

describe('disability (spec 2 §4.10)', () => {
  it('computes GCS, blank until every part is chosen; GCS 3 and GCS 15 set all three', async () => {
    const { probe } = await renderPart(<DisabilityFields />);
    const total = () => screen.getByTestId('consultation-gcs').textContent;
    expect(total()).toContain('-');
    await pick('Eyes', '4 Spontaneous');
    expect(total()).toContain('-');
    fireEvent.click(screen.getByRole('button', { name: 'GCS 15' }));
    await waitFor(() => expect(total()).toContain('15'));
    expect(at(probe.values(), 'disability.glascoComaScore')).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: 'GCS 3' }));
    await waitFor(() => expect(at(probe.values(), 'disability.glascoComaScore')).toBe(3));
    expect(at(probe.values(), 'disability')).toMatchObject({ eyes: 1, verbal: 1, motor: 1 });
  });
});

describe('environment and exposure (spec 2 §4.10)', () => {
  it('counts the days since the last bowel movement from the consultation creation', async () => {
    await renderPart(
      <EnvironmentFields />,
      consultation({
        environmentAndExposure: { dateOfLastBowelMovement: '2026-11-07', centralVenousCatheters: [] },
      }),
    );
    expect((await screen.findByTestId('days-since-bowel-movement')).textContent).toBe('3');
  });
});
