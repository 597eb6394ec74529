import { Button, Col, Form, Space, Statistic } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { ownsColumns } from './field-grid.tsx';
import { useReadOnly } from './read-only.ts';
import { optionsOf, SelectField } from './select-field.tsx';

type GcsOption = { value: number; label: string };

/** The react-hook-form paths of the three GCS parts. */
export interface GcsNames {
  eyes: string;
  verbal: string;
  motor: string;
}

/** The three parts' paths under one prefix: `${prefix}.eyes`, `.verbal`, `.motor`. */
export const gcsNamesUnder = (prefix: string): GcsNames => ({
  eyes: `${prefix}.eyes`,
  verbal: `${prefix}.verbal`,
  motor: `${prefix}.motor`,
});

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** The sum of the three parts, null unless all three are chosen (a partial GCS is no score). */
export function gcsSum(eyes: unknown, verbal: unknown, motor: unknown): number | null {
  const [e, v, m] = [num(eyes), num(verbal), num(motor)];
  return e === null || v === null || m === null ? null : e + v + m;
}

const lowest = (list: readonly GcsOption[]) => Math.min(...list.map((o) => o.value));
const highest = (list: readonly GcsOption[]) => Math.max(...list.map((o) => o.value));

/**
 * Glasgow Coma Scale: eyes, verbal and motor selects from the area's domain option lists (labels
 * '4 Spontaneous'), the GCS 3 and GCS 15 buttons (every part at its lowest / highest option) and,
 * with `showTotal`, the computed total (blank when a part is missing; `total` may supply the
 * area's domain rule). Renders grid columns: place it inside a Row. The buttons mark the form
 * dirty like typing does. Read-only forms show the parts as text and no buttons.
 */
export const GcsField = ownsColumns(function GcsField({
  names,
  options,
  required,
  showTotal,
  total = gcsSum,
  totalTestId,
}: {
  names: GcsNames;
  options: { eyes: readonly GcsOption[]; verbal: readonly GcsOption[]; motor: readonly GcsOption[] };
  required?: boolean;
  showTotal?: boolean;
  total?: (eyes: number | null, verbal: number | null, motor: number | null) => number | null;
  totalTestId?: string;
}) {
  const readOnly = useReadOnly();
  const { control, setValue } = useFormContext();
  const [eyes, verbal, motor] = useWatch({ control, name: [names.eyes, names.verbal, names.motor] });
  const parts = [
    { name: names.eyes, label: 'Eyes', list: options.eyes },
    { name: names.verbal, label: 'Verbal', list: options.verbal },
    { name: names.motor, label: 'Motor', list: options.motor },
  ];
  const set = (pick: (list: readonly GcsOption[]) => number) => {
    const opts = { shouldDirty: true, shouldValidate: false };
    for (const part of parts) setValue(part.name, pick(part.list), opts);
  };
  const label = (o: GcsOption) => `${o.value} ${o.label}`;
  const score = total(num(eyes), num(verbal), num(motor));
  return (
    <>
      {parts.map((part) => (
        <Col key={part.name} xs={24} md={6}>
          <SelectField
            name={part.name}
            label={part.label}
            required={required}
            options={optionsOf(part.list, label)}
          />
        </Col>
      ))}
      <Col xs={24} md={6}>
        {readOnly ? null : (
          <Form.Item label="Set GCS">
            <Space>
              <Button size="small" onClick={() => set(lowest)}>
                GCS 3
              </Button>
              <Button size="small" onClick={() => set(highest)}>
                GCS 15
              </Button>
            </Space>
          </Form.Item>
        )}
      </Col>
      {showTotal ? (
        <Col xs={24} md={6}>
          <Statistic title="GCS" value={score ?? '-'} data-testid={totalTestId} />
        </Col>
      ) : null}
    </>
  );
});
