import { Card, Col, Row } from 'antd';
import { DateTimeField } from '../fields/date-fields.tsx';
import { SelectField, type SelectOption } from '../fields/select-field.tsx';

/**
 * The Call card of a new case form (spec 2 §5.1, §5.7: call taker and call date/time required),
 * bound to `callTakerId` and `callDateTime` of the surrounding form. `caller` names another
 * person field in place of the call taker (a new clinic's specialist, spec 3 §2.4).
 */
export function NewCaseCallCard({
  callTakers,
  loading,
  caller = { name: 'callTakerId', label: 'Call taker' },
}: {
  callTakers: readonly SelectOption[];
  loading?: boolean;
  caller?: { name: string; label: string };
}) {
  return (
    <Card title="Call" size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SelectField
            name={caller.name}
            label={caller.label}
            required
            loading={loading}
            options={callTakers}
          />
        </Col>
        <Col xs={24} md={12}>
          <DateTimeField name="callDateTime" label="Call date/time" required />
        </Col>
      </Row>
    </Card>
  );
}
