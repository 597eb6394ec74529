import {
  INSURANCE_STATUSES,
  TRANSFER_HOSPITAL_UNITS,
  TRANSFER_POSITIONS,
} from '@scout/domain/cases/case-options';
import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import {
  fio2FromFlow,
  fio2SourceOf,
  isDerivedFio2Source,
  OXYGEN_FLOW_OPTIONS,
  OXYGEN_THERAPIES,
  type OxygenTherapy,
  resetFlowOnTherapyChange,
  therapyOffersFlows,
} from '@scout/domain/cases/oxygen-therapy';
import { isTransferEttEnabled, needsBodyMeasurements } from '@scout/domain/cases/transfer-rules';
import { Alert, Card, Col, Row } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Fio2Field, useFio2OnTherapyChange } from '../fields/fio2-field.tsx';
import {
  CheckboxField,
  DateTimeField,
  NumberField,
  type Option,
  optionsOf,
  SelectField,
  TextField,
} from './transfer-fields.tsx';

const third = { xs: 24, md: 8 };
const half = { xs: 24, md: 12 };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

export function ReferrerSection() {
  const p = 'referral.referrer';
  return (
    <Section title="Referrer">
      <Col {...third}>
        <TextField name={`${p}.lastName`} label="Last Name" required />
      </Col>
      <Col {...third}>
        <TextField name={`${p}.firstName`} label="First Name" required />
      </Col>
      <Col {...third}>
        <SelectField
          name={`${p}.position`}
          label="Position"
          required
          options={optionsOf(TRANSFER_POSITIONS)}
        />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.contactNumber`} label="Contact Number" required />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.emailAddress`} label="Email Address" />
      </Col>
    </Section>
  );
}

export function PatientSection({ hospitals }: { hospitals: readonly Option[] }) {
  const p = 'referral.patient';
  const { control } = useFormContext();
  const infectiousRisk = useWatch({ control, name: `${p}.infectiousRisk` }) === true;
  const weight = useWatch({ control, name: `${p}.measurements.weight` }) as number | null | undefined;
  return (
    <Section title="Patient">
      <Col {...third}>
        <SelectField name={`${p}.location.hospitalId`} label="Hospital" required options={hospitals} />
      </Col>
      <Col {...third}>
        <SelectField
          name={`${p}.location.unit`}
          label="Unit"
          required
          options={optionsOf(TRANSFER_HOSPITAL_UNITS)}
        />
      </Col>
      <Col {...third}>
        <TextField name={`${p}.patientId`} label="Patient ID (bracelet)" />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.location.switchboardNumber`} label="Switchboard Number" />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.location.departmentNumber`} label="Department Number" />
      </Col>
      <Col {...third}>
        <CheckboxField name={`${p}.infectiousRisk`} label="Infectious Risk" />
      </Col>
      <Col xs={24} md={16}>
        <TextField
          name={`${p}.infectiousRiskDetails`}
          label="Infectious Risk Details"
          required={infectiousRisk}
          disabled={!infectiousRisk}
        />
      </Col>
      <Col {...third}>
        <SelectField name={`${p}.insurance`} label="Insurance" options={optionsOf(INSURANCE_STATUSES)} />
      </Col>
      <Col xs={24}>
        {needsBodyMeasurements(weight) && (
          <Alert type="info" showIcon title={M.weightOver110Hint} style={{ marginBottom: 16 }} />
        )}
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.measurements.weight`} label="Weight (kg)" required />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.measurements.height`} label="Height (cm)" />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.measurements.waist`} label="Waist (cm)" />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.measurements.width`} label="Width (cm)" />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.referralHistory.clinicalHistory`} label="Clinical History" multiline />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.referralHistory.pastHistory`} label="Past History" multiline />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.referralHistory.allergies`} label="Allergies" multiline />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.referralHistory.previousMedications`} label="Previous Medications" multiline />
      </Col>
      <Col {...half}>
        <DateTimeField name="referralSite.arrivalDateTime" label="Arrival Date/Time" required />
      </Col>
    </Section>
  );
}

export function ObservationsSection() {
  const p = 'initialObservations';
  const { control, getValues, setValue } = useFormContext();
  const gcs = useWatch({ control, name: `${p}.gcs` }) as number | null | undefined;
  const ettEnabled = isTransferEttEnabled(gcs);
  // Spec 2 §4.4 / spec 3 §5.12: room air fixes FiO2 at 21, a flow gives its FiO2, Ventilated or no
  // therapy takes it typed (the shared Fio2Field and switching rule of every area).
  const therapy = (useWatch({ control, name: `${p}.oxygenTherapy` }) as OxygenTherapy | null) ?? null;
  const switchFio2 = useFio2OnTherapyChange(`${p}.fio2`);
  // Spec 2 §4.7: ETT only applies while GCS is below 12; otherwise the answer is cleared.
  useEffect(() => {
    if (!ettEnabled && getValues(`${p}.ett`) != null) setValue(`${p}.ett`, null, { shouldDirty: true });
  }, [ettEnabled, getValues, setValue]);
  return (
    <Section title="Initial Observations">
      <Col xs={12} md={6}>
        <NumberField name={`${p}.heartRate`} label="HR" required />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.systolicBloodPressure`} label="SBP" required />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.diastolicBloodPressure`} label="DBP" required />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.respiratoryRate`} label="Respiratory Rate" required />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.spo2`} label="SpO2 (%)" required />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.gcs`} label="GCS" required />
      </Col>
      <Col xs={12} md={6}>
        <CheckboxField name={`${p}.ett`} label="ETT" disabled={!ettEnabled} />
      </Col>
      <Col xs={12} md={6}>
        <NumberField name={`${p}.temperature`} label="Temperature (°C)" required />
      </Col>
      <Col {...third}>
        <SelectField
          name={`${p}.oxygenTherapy`}
          label="Oxygen Therapy"
          options={optionsOf(OXYGEN_THERAPIES)}
          onPicked={(value) => {
            const next = (value as OxygenTherapy | null) ?? null;
            const flow = resetFlowOnTherapyChange(next, getValues(`${p}.oxygenFlowRate`));
            if (flow !== getValues(`${p}.oxygenFlowRate`))
              setValue(`${p}.oxygenFlowRate`, flow, { shouldDirty: true });
            switchFio2(fio2SourceOf(therapy), fio2SourceOf(next), fio2FromFlow(next, flow));
          }}
        />
      </Col>
      {therapy && therapyOffersFlows(therapy) ? (
        <Col {...third}>
          <SelectField
            name={`${p}.oxygenFlowRate`}
            label="Flow Rate (L/min)"
            required
            options={OXYGEN_FLOW_OPTIONS[therapy].map((f) => ({ value: f, label: String(f) }))}
            onPicked={(flow) =>
              setValue(`${p}.fio2`, fio2FromFlow(therapy, flow as number | null), { shouldDirty: true })
            }
          />
        </Col>
      ) : null}
      <Col {...third}>
        <Fio2Field name={`${p}.fio2`} label="FiO2 (%)" derived={isDerivedFio2Source(fio2SourceOf(therapy))} />
      </Col>
    </Section>
  );
}

export function DestinationSection({ hospitals }: { hospitals: readonly Option[] }) {
  const p = 'plannedDestination';
  return (
    <Section title="Planned Destination">
      <Col {...half}>
        <SelectField name={`${p}.location.hospitalId`} label="Hospital" required options={hospitals} />
      </Col>
      <Col {...half}>
        <SelectField name={`${p}.location.unit`} label="Unit" options={optionsOf(TRANSFER_HOSPITAL_UNITS)} />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.acceptedBy.name`} label="Accepted By" />
      </Col>
      <Col {...half}>
        <TextField name={`${p}.acceptedBy.contactNumber`} label="Accepting Contact Number" />
      </Col>
    </Section>
  );
}
