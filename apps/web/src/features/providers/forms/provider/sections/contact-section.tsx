import { Card, Col } from 'antd';
import { FieldGrid, GridGroup } from '../../../../../components/fields/field-grid.tsx';
import { NumberField } from '../../../../../components/fields/number-field.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';

/** Address, phone, web address, reference numbers and map coordinates (all optional). */
export function ContactSection() {
  return (
    <Card title="Contact and location" size="small">
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <Col xs={24}>
          <TextField name="address" label="Address" id="provider-address" multiline rows={2} maxRows={6} />
        </Col>
        <TextField name="phoneNumber" label="Phone number" id="provider-phone" />
        <Col xs={24} md={16}>
          <TextField
            name="websiteLink"
            label="Website"
            id="provider-website"
            placeholder="https://www.example.org.au"
          />
        </Col>
        <TextField
          name="commonwealthReferenceNumber"
          label="Commonwealth reference number"
          id="provider-crn"
        />
        <TextField name="anzicsId" label="ANZICS ID" id="provider-anzics-id" />
        <GridGroup col={{ xs: 12, md: 4 }}>
          <NumberField name="coordinateLat" label="Latitude" id="provider-lat" step={0.0001} />
          <NumberField name="coordinateLng" label="Longitude" id="provider-lng" step={0.0001} />
        </GridGroup>
      </FieldGrid>
    </Card>
  );
}
