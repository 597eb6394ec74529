import { Card, Col, Form, Row, Switch } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../../../components/fields/text-fields.tsx';
import type { ProviderFormValues } from '../form-values.ts';

const FAXES = [
  { number: 'faxED', enabled: 'faxEDEnabled', label: 'Emergency department fax', id: 'provider-fax-ed' },
  { number: 'faxClinic', enabled: 'faxClinicEnabled', label: 'Clinic fax', id: 'provider-fax-clinic' },
  { number: 'faxVtis', enabled: 'faxVtisEnabled', label: 'VTIS fax', id: 'provider-fax-vtis' },
] as const;

type Fax = (typeof FAXES)[number];

/** One fax: its number (9 to 12 characters, spec 1 §5) and whether documents are faxed to it. */
function FaxRow({ fax }: { fax: Fax }) {
  const { control } = useFormContext<ProviderFormValues>();
  const enabled = useWatch({ control, name: fax.enabled }) === true;
  return (
    <Row gutter={16}>
      <Col xs={16} md={12}>
        <TextField
          name={fax.number}
          label={fax.label}
          id={fax.id}
          required={enabled}
          placeholder="9 to 12 characters"
        />
      </Col>
      <Col xs={8} md={12}>
        <Form.Item label="Enabled" htmlFor={`${fax.id}-enabled`}>
          <Controller
            name={fax.enabled}
            control={control}
            render={({ field }) => (
              <Switch
                id={`${fax.id}-enabled`}
                checked={field.value === true}
                onChange={field.onChange}
                aria-label={`${fax.label} enabled`}
              />
            )}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The three fax numbers, each with its own on/off switch. */
export function FaxSection() {
  return (
    <Card title="Fax numbers" size="small">
      {FAXES.map((fax) => (
        <FaxRow key={fax.number} fax={fax} />
      ))}
    </Card>
  );
}
