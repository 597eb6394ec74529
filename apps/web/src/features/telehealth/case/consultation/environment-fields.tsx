import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import {
  ARTERIAL_LINE_SITES,
  CVC_SITES,
  NUTRITION_OPTIONS,
  PICC_SITES,
} from '@scout/domain/telehealth/options';
import { daysSinceBowelMovement } from '@scout/domain/telehealth/rules';
import { Col, Form, Radio } from 'antd';
import { useWatch } from 'react-hook-form';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { DateField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { type BaseFieldProps, FieldShell } from '../../../../components/fields/field-shell.tsx';
import { MultiCheckField } from '../../../../components/fields/multi-check-field.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { optionsOf, SelectField } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { getServiceTimeZone } from '../../../../lib/dates.ts';
import { ConsultationNotes, ConsultationPart } from './consultation-part.tsx';

const P = 'environmentAndExposure';

/** Nutrition (spec 2 §3.6): true = EN, false = TPN, as a radio pair labelled EN / TPN. */
function NutritionField(props: BaseFieldProps) {
  const label = (v: unknown) => NUTRITION_OPTIONS.find((o) => o.value === v)?.label ?? '-';
  return (
    <FieldShell
      {...props}
      text={label}
      render={({ id, value, onChange, invalid }) => (
        <Radio.Group
          id={id}
          aria-label={props.label}
          aria-invalid={invalid || undefined}
          value={value ?? null}
          onChange={(e) => onChange(e.target.value)}
          options={NUTRITION_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        />
      )}
    />
  );
}

/** Spec 2 §4.10: days since the last bowel movement, counted from the consultation's creation. */
function DaysSinceBowelMovement() {
  const [date, createdOn] = useWatch({ name: [`${P}.dateOfLastBowelMovement`, 'createdOn'] });
  const days = daysSinceBowelMovement(date, createdOn, getServiceTimeZone());
  return (
    <Form.Item label="Days since last bowel movement">
      <span data-testid="days-since-bowel-movement">{days ?? '-'}</span>
    </Form.Item>
  );
}

/** Environment and exposure (spec 2 §3.6): lines, bowels, calves, sugar, fluids, abdomen, RRT, nutrition. */
export function EnvironmentFields() {
  return (
    <ConsultationPart name={P} title="Environment and Exposure" emptyText={M.noEnvironment}>
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <NumberField name={`${P}.peripheralIVs`} label="Peripheral IVs" min={0} />
        <SelectField
          name={`${P}.peripherallyInsertedCentralCatheter`}
          label="PICC"
          options={optionsOf(PICC_SITES)}
        />
        <SelectField name={`${P}.arterial`} label="Arterial line" options={optionsOf(ARTERIAL_LINE_SITES)} />
        <Col span={24}>
          <MultiCheckField
            name={`${P}.centralVenousCatheters`}
            label="Central venous catheters"
            options={optionsOf(CVC_SITES)}
          />
        </Col>
        <DateField name={`${P}.dateOfLastBowelMovement`} label="Date of last bowel movement" pastOnly />
        <DaysSinceBowelMovement />
        <TextField name={`${P}.calves`} label="Calves" />
        <NumberField name={`${P}.bloodSugar`} label="Blood sugar" unit="mmol/L" min={0} />
        <TextField name={`${P}.fluidType`} label="Fluid type" />
        <NumberField name={`${P}.fluidRate`} label="Fluid rate" unit="mL/h" min={0} />
        <YesNoField
          name={`${P}.renalReplacementTherapyOrDialysis`}
          label="Renal replacement therapy or dialysis"
        />
        <NutritionField name={`${P}.nutrition`} label="Nutrition" />
        <Col span={24}>
          <ConsultationNotes name={`${P}.abdominalExamFindings`} label="Abdominal exam findings" />
        </Col>
      </FieldGrid>
    </ConsultationPart>
  );
}
