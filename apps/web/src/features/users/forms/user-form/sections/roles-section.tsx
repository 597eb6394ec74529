import type { UserFormValues } from '@scout/domain/admin/user.schema';
import { Card, Col, Row, Switch } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FieldItem } from '../field-item.tsx';

/** System admin and call taker (avraso). A system admin is not also a call taker (spec 1 §4). */
export function RolesSection() {
  const {
    control,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  const isSystemAdmin = useWatch({ control, name: 'isSystemAdmin' });
  return (
    <Card title="Role" size="small">
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <FieldItem
            label="System administrator"
            htmlFor="user-system-admin"
            required
            error={errors.isSystemAdmin?.message}
          >
            <Controller
              name="isSystemAdmin"
              control={control}
              render={({ field }) => (
                <Switch id="user-system-admin" checked={field.value} onChange={field.onChange} />
              )}
            />
          </FieldItem>
        </Col>
        {isSystemAdmin ? null : (
          <Col xs={12} md={6}>
            <FieldItem label="Call taker" htmlFor="user-call-taker" required error={errors.isAvRaso?.message}>
              <Controller
                name="isAvRaso"
                control={control}
                render={({ field }) => (
                  <Switch id="user-call-taker" checked={field.value} onChange={field.onChange} />
                )}
              />
            </FieldItem>
          </Col>
        )}
      </Row>
    </Card>
  );
}
