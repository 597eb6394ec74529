import {
  CANNULA_REPAIR_SITES,
  DECANNULATION_REASON_DISCONTINUATION,
  DECANNULATION_REASONS,
  DISCONTINUATION_REASONS,
  WEANING_RESULTS,
} from '@scout/domain/ecmo/ecmo-details-options';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { ECMO_STATUS } from '@scout/domain/ecmo/status-options';
import { Button, Card, Col, Empty, Row } from 'antd';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { LocationFields } from './location-fields.tsx';

/** Weaning studies: date, result and comment, each required. */
export function WeaningStudies() {
  const readOnly = useReadOnly();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'weaningStudies' });
  return (
    <>
      {fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noWeaningStudies} />
      ) : null}
      {fields.map((f, i) => (
        <Card
          key={f.id}
          size="small"
          style={{ marginBottom: 8 }}
          title={`Weaning study ${i + 1}`}
          extra={
            readOnly ? null : (
              <Button size="small" danger onClick={() => remove(i)}>
                Remove
              </Button>
            )
          }
        >
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <DateTimeField name={`weaningStudies.${i}.dateOfWeaningStudy`} label="Date" required />
            </Col>
            <Col xs={24} md={8}>
              <SelectField
                name={`weaningStudies.${i}.resultOfWeaningStudy`}
                label="Result"
                required
                options={textOptions(WEANING_RESULTS)}
              />
            </Col>
            <Col xs={24}>
              <TextField name={`weaningStudies.${i}.comment`} label="Comment" required multiline />
            </Col>
          </Row>
        </Card>
      ))}
      {readOnly ? null : (
        <Button
          onClick={() =>
            append({ dateOfWeaningStudy: null, resultOfWeaningStudy: null, comment: null } as never)
          }
        >
          Add weaning study
        </Button>
      )}
    </>
  );
}

/**
 * Decannulation (spec 2 §4.1, §4.4): the answer Yes sets the status to Off ECMO (No: On ECMO); the
 * fields appear only once decannulated; repair sites only when a repair is required; discontinuation
 * reasons only for ECMO Discontinuation.
 */
export function DecannulationFields() {
  const readOnly = useReadOnly();
  const { control, setValue } = useFormContext();
  const p = (f: string) => `decannulation.${f}`;
  const done = useWatch({ control, name: p('hasEcmoStoppedAndDecannulated') });
  const repair = useWatch({ control, name: p('cannulaRepairRequired') });
  const sites = (useWatch({ control, name: p('cannulaSiteRepairs') }) ?? []) as string[];
  const reason = useWatch({ control, name: p('decannulationReason') });
  if (readOnly && done !== true)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noDecannulation} />;
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <YesNoField
          name={p('hasEcmoStoppedAndDecannulated')}
          label="ECMO stopped and decannulated"
          onPicked={(yes) =>
            setValue('ecmoStatus', yes ? ECMO_STATUS.Off : ECMO_STATUS.On, { shouldDirty: true })
          }
        />
      </Col>
      {done === true ? (
        <>
          <Col xs={24} md={8}>
            <DateTimeField name={p('decannulationDateTime')} label="Decannulation date/time" required />
          </Col>
          <Col xs={24} md={8}>
            <SelectField
              name={p('decannulationReason')}
              label="Decannulation reason"
              required
              options={textOptions(DECANNULATION_REASONS)}
            />
          </Col>
          {reason === DECANNULATION_REASON_DISCONTINUATION ? (
            <Col xs={24} md={12}>
              <SelectField
                name={p('ecmoDiscontinuationReasons')}
                label="ECMO discontinuation reasons"
                required
                multiple
                options={textOptions(DISCONTINUATION_REASONS)}
              />
            </Col>
          ) : null}
          <Col xs={24} md={8}>
            <YesNoField name={p('cannulaRepairRequired')} label="Cannula repair required" required />
          </Col>
          {repair === true ? (
            <Col xs={24} md={8}>
              <SelectField
                name={p('cannulaSiteRepairs')}
                label="Cannula site repairs"
                required
                multiple
                options={textOptions(CANNULA_REPAIR_SITES)}
              />
            </Col>
          ) : null}
          {repair === true && sites.includes('Other') ? (
            <Col xs={24} md={8}>
              <TextField name={p('otherCannulaSiteRepair')} label="Other repair site" required />
            </Col>
          ) : null}
          <Col xs={24} md={8}>
            <YesNoField
              name={p('postDecannulationVascularStudyBooked')}
              label="Post-decannulation vascular study booked"
              required
            />
          </Col>
          <LocationFields prefix={p('decannulationLocation')} label="Decannulation location" />
          <Col xs={24}>
            <TextField name={p('comments')} label="Comments" multiline />
          </Col>
        </>
      ) : null}
    </Row>
  );
}
