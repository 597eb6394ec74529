import { ARREST_LOCATIONS, INITIAL_RHYTHMS } from '@scout/domain/ecmo/ecmo-details-options';
import { Col, Row } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';

/**
 * Cardiac arrest (spec 2 §3.3, §4.4): details only when Cardiac Arrest is Yes; Immediate Bystander
 * CPR only for a witnessed arrest; the compression duration only when compressions were performed.
 */
export function CardiacArrestFields() {
  const { control } = useFormContext();
  const p = (f: string) => `cardiacArrest.${f}`;
  const arrest = useWatch({ control, name: p('isCardiacArrest') });
  const witnessed = useWatch({ control, name: p('witnessedArrest') });
  const compressions = useWatch({ control, name: p('isChestCompressionsPerformedDuringCannulation') });
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <YesNoField name={p('isCardiacArrest')} label="Cardiac arrest" required />
      </Col>
      {arrest === true ? (
        <>
          <Col xs={24} md={8}>
            <SelectField
              name={p('arrestLocation')}
              label="Arrest location"
              options={ARREST_LOCATIONS.map((a) => ({ value: a.value, label: a.label }))}
            />
          </Col>
          <Col xs={24} md={8}>
            <YesNoField name={p('isMoreThanOneArrest')} label="More than one arrest" />
          </Col>
          <Col xs={24} md={8}>
            <YesNoField name={p('roscPriorToCannulation')} label="ROSC prior to cannulation" required />
          </Col>
          <Col xs={24} md={8}>
            <DateTimeField name={p('dateAndTimeOfCardiacArrest')} label="Date/time of arrest" required />
          </Col>
          <Col xs={24} md={8}>
            <YesNoField
              name={p('isEstimatedCardiacArrestDateAndTime')}
              label="Arrest time estimated"
              required
            />
          </Col>
          <Col xs={24} md={8}>
            <YesNoField name={p('witnessedArrest')} label="Witnessed arrest" required />
          </Col>
          {witnessed === true ? (
            <Col xs={24} md={8}>
              <YesNoField name={p('isImmediateBystanderCPR')} label="Immediate bystander CPR" />
            </Col>
          ) : null}
          <Col xs={24} md={8}>
            <SelectField
              name={p('initialRhythm')}
              label="Initial rhythm"
              options={textOptions(INITIAL_RHYTHMS)}
            />
          </Col>
          <Col xs={24} md={8}>
            <DateTimeField name={p('timeOfDecisionForEcpr')} label="Decision for ECPR" />
          </Col>
          <Col xs={24} md={8}>
            <DateTimeField name={p('timeEquipmentArrived')} label="Equipment arrived" />
          </Col>
          <Col xs={24} md={8}>
            <DateTimeField name={p('cannulationStartTime')} label="Cannulation start" />
          </Col>
          <Col xs={24} md={8}>
            <DateTimeField name={p('timeOnSupport')} label="Time on support" required />
          </Col>
          <Col xs={24} md={8}>
            <YesNoField
              name={p('isChestCompressionsPerformedDuringCannulation')}
              label="Chest compressions during cannulation"
              required
            />
          </Col>
          {compressions === true ? (
            <Col xs={24} md={8}>
              <NumberField
                name={p('durationOfChestCompressionTotal')}
                label="Chest compression duration (min)"
                required
              />
            </Col>
          ) : null}
          <Col xs={12} md={8}>
            <NumberField name={p('noFlowTime')} label="No-flow time (min)" />
          </Col>
          <Col xs={12} md={8}>
            <NumberField name={p('lowFlowTime')} label="Low-flow time (min)" />
          </Col>
        </>
      ) : null}
    </Row>
  );
}
