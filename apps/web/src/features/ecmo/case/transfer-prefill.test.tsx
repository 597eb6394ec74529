import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { TransferRequestForm } from '../../../components/case-parts/transfer-request-form.tsx';
import { makeCase } from '../testing/ecmo-fixtures.ts';
import { transferPrefillFromCase } from './transfer-prefill.ts';

type Observation = NonNullable<EcmoCase['clinicalDetails']>['observations']['committed'][number];

const observation = (at: string, values: Partial<Observation>): Observation =>
  ({
    id: null,
    observationType: null,
    observationDateAndTime: at,
    hr: null,
    rhythm: null,
    sbp: null,
    dbp: null,
    map: null,
    temperature: null,
    respRate: null,
    spo2: null,
    eyes: null,
    verbal: null,
    motor: null,
    gcs: null,
    rems: null,
    oxygenTherapy: null,
    ...values,
  }) as Observation;

/** A case with its referrer (fixture), the patient's hospital and two committed observations. */
function caseWithDetails(): EcmoCase {
  return makeCase({
    referrer: {
      ...makeCase().referrer,
      referrerPosition: 'ECMO Consultant',
      referrerEmailAddress: 'who@rmh.example',
    },
    patientHospitalInformation: {
      patientHospitalId: 9,
      patientHospital: 'The Alfred',
      patientHospitalUnit: 'ICU',
      patientWeight: 82.5,
      patientHeight: 178,
      infectiousRisk: true,
      infectiousRiskDetails: 'MRSA',
      insuranceStatus: 'Full Private',
    } as unknown as EcmoCase['patientHospitalInformation'],
    clinicalDetails: {
      diagnosis: {
        clinicalHistory: 'Influenza A, refractory hypoxaemia',
        pastHistory: 'Asthma',
        previousMedications: 'Salbutamol',
        allergies: 'Penicillin',
      },
      observations: {
        current: null,
        committed: [
          observation('2026-11-01T02:00:00.000Z', { hr: 90, sbp: 100, dbp: 60, respRate: 20, spo2: 93 }),
          observation('2026-11-01T04:00:00.000Z', {
            hr: 112,
            sbp: 95,
            dbp: 55,
            respRate: 28,
            spo2: 88,
            eyes: 3,
            verbal: 4,
            motor: 6,
            temperature: 38.2,
          }),
        ],
      },
    } as unknown as EcmoCase['clinicalDetails'],
  });
}

const hospitals = [
  { value: 5, label: 'RMH' },
  { value: 9, label: 'The Alfred' },
];

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('transfer request prefilled from the case', () => {
  it('starts from the referrer, the patient hospital and the latest committed observations', () => {
    render(
      <App>
        <TransferRequestForm
          initial={null}
          prefill={transferPrefillFromCase(caseWithDetails())}
          hospitals={hospitals}
          clinicalDetailsComplete
          onSubmit={async () => undefined}
        />
      </App>,
    );
    expect(inputValue('Last Name')).toBe('Who');
    expect(inputValue('First Name')).toBe('Doctor');
    expect(inputValue('Contact Number')).toBe('0390001111');
    expect(inputValue('Email Address')).toBe('who@rmh.example');
    expect(screen.getAllByTitle('The Alfred').length).toBeGreaterThan(0);
    expect(inputValue('Weight (kg)')).toBe('82.5');
    expect(inputValue('Height (cm)')).toBe('178');
    expect((screen.getByLabelText('Infectious Risk') as HTMLInputElement).checked).toBe(true);
    expect(inputValue('Infectious Risk Details')).toBe('MRSA');
    // The 04:00 observation, not the earlier one; GCS is eyes + verbal + motor.
    expect(inputValue('HR')).toBe('112');
    expect(inputValue('SBP')).toBe('95');
    expect(inputValue('DBP')).toBe('55');
    expect(inputValue('Respiratory Rate')).toBe('28');
    expect(inputValue('SpO2 (%)')).toBe('88');
    expect(inputValue('GCS')).toBe('13');
    expect(inputValue('Temperature (°C)')).toBe('38.2');
    // Clinical Details' history (issue 24), editable like every prefilled value.
    expect(inputValue('Clinical History')).toBe('Influenza A, refractory hypoxaemia');
    expect(inputValue('Past History')).toBe('Asthma');
    expect(inputValue('Previous Medications')).toBe('Salbutamol');
    expect(inputValue('Allergies')).toBe('Penicillin');
    fireEvent.change(screen.getByLabelText('Clinical History'), { target: { value: 'Influenza A; ECMO' } });
    expect(inputValue('Clinical History')).toBe('Influenza A; ECMO');
    // What the case does not know stays empty for the user.
    expect(inputValue('Patient ID (bracelet)')).toBe('');
    expect(inputValue('Arrival Date/Time')).toBe('');
  });

  it('falls back to the referring hospital and leaves observations empty when none is committed', () => {
    const prefill = transferPrefillFromCase(makeCase());
    expect(prefill.referral?.patient?.location).toMatchObject({
      hospitalId: 5,
      hospital: 'RMH',
      unit: 'ICU',
    });
    // 'ICU Cons' is not a position the transfer form offers: left for the user to choose.
    expect(prefill.referral?.referrer?.position).toBeUndefined();
    expect(prefill.initialObservations?.heartRate).toBeUndefined();
    expect(prefill.referral?.patient?.infectiousRisk).toBe(false);
    expect(prefill.referral?.patient?.referralHistory?.clinicalHistory).toBeNull();
  });
});
