import { Card } from 'antd';
import { FieldGrid } from '../../../../../components/fields/field-grid.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';

/** Last, first and middle names (required, required, optional; 64 characters each). */
export function NamesSection() {
  return (
    <Card title="Name" size="small" className="patient-form__section">
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <TextField name="lastName" label="Last name" id="patient-last-name" required />
        <TextField name="firstName" label="First name" id="patient-first-name" required />
        <TextField name="middlename" label="Middle name" id="patient-middle-name" />
      </FieldGrid>
    </Card>
  );
}
