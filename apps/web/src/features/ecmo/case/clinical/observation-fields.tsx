import { GCS_EYES, GCS_MOTOR, GCS_VERBAL } from '@scout/domain/cases/clinical-options';
import { gcs } from '@scout/domain/cases/gcs';
import {
  fio2FromFlow,
  isFio2ManualForTherapy,
  OXYGEN_FLOW_OPTIONS,
  OXYGEN_THERAPIES,
  type OxygenTherapy,
  resetFlowOnTherapyChange,
  sanitiseManualFio2Ecmo,
  therapyOffersFlows,
} from '@scout/domain/cases/oxygen-therapy';
import { meanArterialPressure } from '@scout/domain/ecmo/calculators';
import { OBSERVATION_TYPES } from '@scout/domain/ecmo/clinical-options';
import { rems } from '@scout/domain/ecmo/rems';
import { Col, Form, Input, Row, Statistic } from 'antd';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { GcsField, gcsNamesUnder } from '../../../../components/fields/gcs-field.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The fields of one observation under `prefix` (e.g. 'observations.current'), with the oxygen
 * rules of spec 2 §4.4: Face Mask and Nasal Cannula/Prongs offer their flows and derive FiO2;
 * Room Air fixes 21; Ventilated takes a manual FiO2 (sanitised as the spec says); changing the
 * therapy resets a flow the new therapy does not offer. MAP, GCS and REMS are shown computed.
 */
export function ObservationFields({ prefix, ageYears }: { prefix: string; ageYears: number | null }) {
  const { setValue, control } = useFormContext();
  const p = (f: string) => `${prefix}.${f}`;
  const entry = (useWatch({ control, name: prefix }) ?? {}) as Record<string, unknown>;
  const oxygen = (entry.oxygenTherapy ?? {}) as Record<string, unknown>;
  const therapy = (oxygen.oxygenTherapy as OxygenTherapy | null | undefined) ?? null;
  const map = meanArterialPressure(num(entry.sbp), num(entry.dbp));
  const score = gcs(num(entry.eyes), num(entry.verbal), num(entry.motor));
  const remsScore = rems({
    hr: num(entry.hr),
    map,
    respRate: num(entry.respRate),
    gcs: score,
    age: ageYears,
    spo2: num(entry.spo2),
  });
  const set = (f: string, v: unknown) => setValue(p(f), v, { shouldDirty: true, shouldValidate: false });

  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <SelectField
          name={p('observationType')}
          label="Observation type"
          required
          options={OBSERVATION_TYPES.map((o) => ({ value: o.value, label: o.label }))}
        />
      </Col>
      <Col xs={24} md={8}>
        <DateTimeField name={p('observationDateAndTime')} label="Date/time" required />
      </Col>
      <Col xs={24} md={8}>
        <TextField name={p('rhythm')} label="Rhythm" />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('hr')} label="HR" required />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('sbp')} label="SBP" required />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('dbp')} label="DBP" required />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('temperature')} label="Temp" unit="°C" />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('respRate')} label="Resp rate" required />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('spo2')} label="SpO2" required unit="%" />
      </Col>
      <GcsField
        names={gcsNamesUnder(prefix)}
        options={{ eyes: GCS_EYES, verbal: GCS_VERBAL, motor: GCS_MOTOR }}
        required
      />
      <Col xs={8}>
        <Statistic title="MAP" value={map ?? '-'} data-testid="obs-map" />
      </Col>
      <Col xs={8}>
        <Statistic title="GCS" value={score ?? '-'} data-testid="obs-gcs" />
      </Col>
      <Col xs={8}>
        <Statistic title="REMS" value={remsScore ?? '-'} data-testid="obs-rems" />
      </Col>
      <Col xs={24} md={8}>
        <SelectField
          name={p('oxygenTherapy.oxygenTherapy')}
          label="Oxygen therapy"
          options={textOptions(OXYGEN_THERAPIES)}
          onPicked={(value) => {
            const next = (value as OxygenTherapy | null) ?? null;
            const flow = resetFlowOnTherapyChange(next, num(oxygen.flowRate));
            set('oxygenTherapy.flowRate', flow);
            set(
              'oxygenTherapy.estimatedFio2',
              isFio2ManualForTherapy(next) ? num(oxygen.estimatedFio2) : fio2FromFlow(next, flow),
            );
          }}
        />
      </Col>
      {therapyOffersFlows(therapy) ? (
        <Col xs={24} md={8}>
          <SelectField
            name={p('oxygenTherapy.flowRate')}
            label="Flow rate (L/min)"
            required
            options={textOptions(therapy ? OXYGEN_FLOW_OPTIONS[therapy] : [])}
            onPicked={(flow) => set('oxygenTherapy.estimatedFio2', fio2FromFlow(therapy, num(flow)))}
          />
        </Col>
      ) : null}
      <Col xs={24} md={8}>
        {isFio2ManualForTherapy(therapy) ? (
          <ManualFio2 name={p('oxygenTherapy.estimatedFio2')} />
        ) : (
          <Form.Item label="Estimated FiO2 (%)">
            <span data-testid="obs-fio2">
              {num(oxygen.estimatedFio2) ?? fio2FromFlow(therapy, num(oxygen.flowRate)) ?? '-'}
            </span>
          </Form.Item>
        )}
      </Col>
    </Row>
  );
}

/** Ventilated: FiO2 typed by hand, digits only, cut to at most 100 (sanitiseManualFio2Ecmo). */
function ManualFio2({ name }: { name: string }) {
  const readOnly = useReadOnly();
  const { field, fieldState } = useController({ name });
  if (readOnly) return <Form.Item label="Estimated FiO2 (%)">{field.value ?? '-'}</Form.Item>;
  return (
    <Form.Item
      label="Estimated FiO2 (%)"
      htmlFor={`${name}-input`}
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
    >
      <Input
        id={`${name}-input`}
        inputMode="numeric"
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onChange={(e) => field.onChange(sanitiseManualFio2Ecmo(e.target.value))}
        onBlur={field.onBlur}
      />
    </Form.Item>
  );
}
