import { Card, Col, Input, Row } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { errorAt, FieldItem } from '../field-item.tsx';
import type { PatientFormValues } from '../form-values.ts';

type NameField = 'lastName' | 'firstName' | 'middlename';

const NAME_FIELDS: { name: NameField; label: string; id: string; required: boolean }[] = [
  { name: 'lastName', label: 'Last name', id: 'patient-last-name', required: true },
  { name: 'firstName', label: 'First name', id: 'patient-first-name', required: true },
  { name: 'middlename', label: 'Middle name', id: 'patient-middle-name', required: false },
];

/** Last, first and middle names (required, required, optional; 64 characters each). */
export function NamesSection() {
  const {
    control,
    formState: { errors },
  } = useFormContext<PatientFormValues>();
  return (
    <Card title="Name" size="small" className="patient-form__section">
      <Row gutter={16}>
        {NAME_FIELDS.map(({ name, label, id, required }) => (
          <Col xs={24} md={8} key={name}>
            <FieldItem label={label} htmlFor={id} required={required} error={errorAt(errors, name)}>
              <Controller
                name={name}
                control={control}
                render={({ field, fieldState }) => (
                  <Input
                    {...field}
                    value={field.value ?? ''}
                    id={id}
                    autoComplete="off"
                    aria-invalid={fieldState.invalid || undefined}
                  />
                )}
              />
            </FieldItem>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
