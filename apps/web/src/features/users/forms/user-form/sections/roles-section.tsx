import type { UserFormValues } from '@scout/domain/admin/user.schema';
import { Card } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '../../../../../components/fields/choice-fields.tsx';
import { FieldGrid } from '../../../../../components/fields/field-grid.tsx';

/** System admin and call taker (avraso). A system admin is not also a call taker (spec 1 §4). */
export function RolesSection() {
  const { control } = useFormContext<UserFormValues>();
  const isSystemAdmin = useWatch({ control, name: 'isSystemAdmin' });
  return (
    <Card title="Role" size="small">
      <FieldGrid col={{ xs: 12, md: 6 }}>
        <SwitchField name="isSystemAdmin" label="System administrator" id="user-system-admin" required />
        {isSystemAdmin ? null : (
          <SwitchField name="isAvRaso" label="Call taker" id="user-call-taker" required />
        )}
      </FieldGrid>
    </Card>
  );
}
