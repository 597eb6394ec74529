import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { lengthOfStayDays } from '@scout/domain/vtis/hospital-documentation-dates';
import { Button, Col, Form, Row, Space, Typography } from 'antd';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DateTimeField } from '../../../components/fields/date-fields.tsx';
import { NumberField } from '../../../components/fields/number-field.tsx';
import { useReadOnly } from '../../../components/fields/read-only.ts';
import { TextField } from '../../../components/fields/text-fields.tsx';
import { formatDateTime, getServiceTimeZone } from '../../../lib/dates.ts';
import type { StrokeFieldKindComponent } from '../../stroke/record/fields/declarations.ts';

/** A phone number as typed; the section's schema checks it (libphonenumber-js). */
export const PhoneField: StrokeFieldKindComponent = ({ base }) => <TextField {...base} type="tel" />;

type Reading = { recordedAt: string | null; value: number | null };

/**
 * Timed readings (spec 3 §3.6: temperature x4 and finger-prick glucose x4 on day one, fever within
 * 72 h, high glucose within 48 h): a list of date/time and value, in the unit the declaration
 * names (°C, mmol/L); Add reading appends a row, each row can be removed. The section's schema
 * checks each value against its range (nothing is clamped); the answers the readings show are
 * pre-filled by the clinical information section.
 */
export const ReadingsField: StrokeFieldKindComponent = ({ base, decl }) => {
  const readOnly = useReadOnly();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: base.name });
  const unit = (decl as { unit?: string }).unit;
  const values = (useWatch({ control, name: base.name }) as Reading[] | undefined) ?? [];
  if (readOnly) {
    return (
      <Form.Item label={base.label}>
        <span data-testid={`ro-${base.name}`}>
          {values.length
            ? values
                .map((r) => `${formatDateTime(r.recordedAt)} ${r.value ?? '-'} ${unit ?? ''}`.trim())
                .join('; ')
            : '-'}
        </span>
      </Form.Item>
    );
  }
  return (
    <Form.Item label={base.label} required={base.required}>
      {fields.map((field, index) => (
        <Row key={field.id} gutter={8} align="bottom">
          <Col xs={24} md={11}>
            <DateTimeField
              name={`${base.name}.${index}.recordedAt`}
              label={`Reading ${index + 1} date/time`}
            />
          </Col>
          <Col xs={18} md={9}>
            <NumberField
              name={`${base.name}.${index}.value`}
              label={`Reading ${index + 1}`}
              unit={unit}
              step={0.1}
            />
          </Col>
          <Col xs={6} md={4}>
            <Form.Item label=" ">
              <Button
                aria-label={`Remove reading ${index + 1}`}
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => remove(index)}
              />
            </Form.Item>
          </Col>
        </Row>
      ))}
      <Space>
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => append({ recordedAt: null, value: null })}
          disabled={base.disabled}
        >
          Add reading
        </Button>
        {fields.length ? null : <Typography.Text type="secondary">No readings recorded.</Typography.Text>}
      </Space>
    </Form.Item>
  );
};

/**
 * Length of stay (spec 3 §4.7): the discharge date minus the admission date in days, computed as
 * the dates are typed (shown "Unknown" while either is missing); never typed, the server stores
 * its own computation.
 */
export const ComputedField: StrokeFieldKindComponent = ({ base }) => {
  const [admission, discharge] = useWatch({
    name: ['admissionDetails.hospitalAdmissionDate', 'dischargeInformation.hospitalDischargeDate'],
  }) as [string | null, string | null];
  const days = lengthOfStayDays(admission, discharge, getServiceTimeZone());
  return (
    <Form.Item label={base.label}>
      <span data-testid={`ro-${base.name}`}>
        {days === null ? 'Unknown' : `${days} ${days === 1 ? 'day' : 'days'}`}
      </span>
    </Form.Item>
  );
};
