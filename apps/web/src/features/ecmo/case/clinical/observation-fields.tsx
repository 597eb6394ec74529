import { GCS_EYES, GCS_MOTOR, GCS_VERBAL } from '@scout/domain/cases/clinical-options';
import { gcs } from '@scout/domain/cases/gcs';
import {
  fio2FromFlow,
  fio2SourceOf,
  OXYGEN_FLOW_OPTIONS,
  OXYGEN_THERAPIES,
  type OxygenTherapy,
  resetFlowOnTherapyChange,
  therapyOffersFlows,
} from '@scout/domain/cases/oxygen-therapy';
import { meanArterialPressure } from '@scout/domain/ecmo/calculators';
import { OBSERVATION_TYPES } from '@scout/domain/ecmo/clinical-options';
import { rems } from '@scout/domain/ecmo/rems';
import { Col, Row, Statistic } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { Fio2Field, useFio2OnTherapyChange } from '../../../../components/fields/fio2-field.tsx';
import { GcsField, gcsNamesUnder } from '../../../../components/fields/gcs-field.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The fields of one observation under `prefix` (e.g. 'observations.current'), with the oxygen
 * rules of spec 2 §4.4: Face Mask and Nasal Cannula/Prongs offer their flows and derive FiO2;
 * Room Air fixes 21; Ventilated takes a manual FiO2 (the shared Fio2Field: digits only, the
 * spec's rule with a note); changing the therapy resets a flow the new therapy does not offer and
 * switches the FiO2 as every area does (a derived 21 is not kept for Ventilated). No therapy has
 * no FiO2 (the server clears it). MAP, GCS and REMS are shown computed.
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
  const switchFio2 = useFio2OnTherapyChange(p('oxygenTherapy.estimatedFio2'));

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
            if (next === null) set('oxygenTherapy.estimatedFio2', null);
            else switchFio2(fio2SourceOf(therapy), fio2SourceOf(next), fio2FromFlow(next, flow));
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
        <Fio2Field
          name={p('oxygenTherapy.estimatedFio2')}
          label="Estimated FiO2 (%)"
          derived={fio2SourceOf(therapy) !== 'manual'}
          testId="obs-fio2"
        />
      </Col>
    </Row>
  );
}
