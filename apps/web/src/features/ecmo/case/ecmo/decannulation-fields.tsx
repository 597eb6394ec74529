import {
  CANNULA_REPAIR_SITES,
  DECANNULATION_REASON_DISCONTINUATION,
  DECANNULATION_REASONS,
  DISCONTINUATION_REASONS,
  WEANING_RESULTS,
} from '@scout/domain/ecmo/ecmo-details-options';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { ECMO_STATUS } from '@scout/domain/ecmo/status-options';
import { Button, Card, Col, Empty } from 'antd';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
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
          <FieldGrid col={{ xs: 24, md: 8 }} gutter={12}>
            <DateTimeField name={`weaningStudies.${i}.dateOfWeaningStudy`} label="Date" required />
            <SelectField
              name={`weaningStudies.${i}.resultOfWeaningStudy`}
              label="Result"
              required
              options={textOptions(WEANING_RESULTS)}
            />
            <Col xs={24}>
              <TextField name={`weaningStudies.${i}.comment`} label="Comment" required multiline />
            </Col>
          </FieldGrid>
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
    <FieldGrid col={{ xs: 24, md: 8 }} gutter={12}>
      <YesNoField
        name={p('hasEcmoStoppedAndDecannulated')}
        label="ECMO stopped and decannulated"
        onPicked={(yes) =>
          setValue('ecmoStatus', yes ? ECMO_STATUS.Off : ECMO_STATUS.On, { shouldDirty: true })
        }
      />
      {done === true ? (
        <>
          <DateTimeField name={p('decannulationDateTime')} label="Decannulation date/time" required />
          <SelectField
            name={p('decannulationReason')}
            label="Decannulation reason"
            required
            options={textOptions(DECANNULATION_REASONS)}
          />
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
          <YesNoField name={p('cannulaRepairRequired')} label="Cannula repair required" required />
          {repair === true ? (
            <SelectField
              name={p('cannulaSiteRepairs')}
              label="Cannula site repairs"
              required
              multiple
              options={textOptions(CANNULA_REPAIR_SITES)}
            />
          ) : null}
          {repair === true && sites.includes('Other') ? (
            <TextField name={p('otherCannulaSiteRepair')} label="Other repair site" required />
          ) : null}
          <YesNoField
            name={p('postDecannulationVascularStudyBooked')}
            label="Post-decannulation vascular study booked"
            required
          />
          <LocationFields prefix={p('decannulationLocation')} label="Decannulation location" />
          <Col xs={24}>
            <TextField name={p('comments')} label="Comments" multiline />
          </Col>
        </>
      ) : null}
    </FieldGrid>
  );
}
