import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { GCS_EYES, GCS_MOTOR, GCS_VERBAL, PAIN_SCORES, RASS_LEVELS } from '@scout/domain/telehealth/options';
import { gcsTotal } from '@scout/domain/telehealth/rules';
import { Row } from 'antd';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { FieldGrid, GridGroup } from '../../../../components/fields/field-grid.tsx';
import { GcsField, gcsNamesUnder } from '../../../../components/fields/gcs-field.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { optionsOf, SelectField } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { ConsultationPart } from './consultation-part.tsx';

const P = 'disability';
const GCS_NAMES = gcsNamesUnder(P);
const GCS_OPTIONS = { eyes: GCS_EYES, verbal: GCS_VERBAL, motor: GCS_MOTOR };

/**
 * Keeps disability.glascoComaScore equal to the computed GCS (spec 2 §4.10: eyes + verbal +
 * motor, blank when not computable), so the stored total is always the one shown.
 */
function useGcsTotal() {
  const readOnly = useReadOnly();
  const { getValues, setValue } = useFormContext();
  const [eyes, verbal, motor] = useWatch({ name: [GCS_NAMES.eyes, GCS_NAMES.verbal, GCS_NAMES.motor] });
  useEffect(() => {
    if (readOnly) return;
    const total = gcsTotal(eyes, verbal, motor);
    if (getValues(`${P}.glascoComaScore`) !== total) setValue(`${P}.glascoComaScore`, total);
  }, [eyes, verbal, motor, readOnly, getValues, setValue]);
}

/** Disability (spec 2 §3.6, §4.10): GCS with its GCS 3 / GCS 15 buttons, pain 1-10, pupils, RASS, delirium. */
export function DisabilityFields() {
  useGcsTotal();
  return (
    <ConsultationPart name={P} title="Disability" emptyText={M.noDisability}>
      <Row gutter={16}>
        <GcsField
          names={GCS_NAMES}
          options={GCS_OPTIONS}
          showTotal
          total={gcsTotal}
          totalTestId="consultation-gcs"
        />
      </Row>
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <SelectField name={`${P}.painScore`} label="Pain score" options={optionsOf(PAIN_SCORES)} />
        <TextField name={`${P}.limbMovement`} label="Limb movement" />
        <SelectField
          name={`${P}.richmondAgitationSedationScale`}
          label="RASS"
          options={optionsOf(RASS_LEVELS, (o) => `${o.value > 0 ? '+' : ''}${o.value} ${o.label}`)}
        />
        <GridGroup col={{ xs: 24, md: 6 }}>
          <NumberField name={`${P}.rightPupilInitialDiameter`} label="Right pupil" unit="mm" min={0} />
          <YesNoField name={`${P}.rightPupilReactive`} label="Right pupil reactive" />
          <NumberField name={`${P}.leftPupilInitialDiameter`} label="Left pupil" unit="mm" min={0} />
          <YesNoField name={`${P}.leftPupilReactive`} label="Left pupil reactive" />
        </GridGroup>
        <YesNoField name={`${P}.delirium`} label="Delirium" />
      </FieldGrid>
    </ConsultationPart>
  );
}
