import { Card, Col, Row } from 'antd';
import { NumberField } from '../../../../../components/fields/number-field.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';

/** Address, phone, web address, reference numbers and map coordinates (all optional). */
export function ContactSection() {
  return (
    <Card title="Contact and location" size="small">
      <Row gutter={16}>
        <Col xs={24}>
          <TextField name="address" label="Address" id="provider-address" multiline rows={2} maxRows={6} />
        </Col>
        <Col xs={24} md={8}>
          <TextField name="phoneNumber" label="Phone number" id="provider-phone" />
        </Col>
        <Col xs={24} md={16}>
          <TextField
            name="websiteLink"
            label="Website"
            id="provider-website"
            placeholder="https://www.example.org.au"
          />
        </Col>
        <Col xs={24} md={8}>
          <TextField
            name="commonwealthReferenceNumber"
            label="Commonwealth reference number"
            id="provider-crn"
          />
        </Col>
        <Col xs={24} md={8}>
          <TextField name="anzicsId" label="ANZICS ID" id="provider-anzics-id" />
        </Col>
        <Col xs={12} md={4}>
          <NumberField name="coordinateLat" label="Latitude" id="provider-lat" step={0.0001} />
        </Col>
        <Col xs={12} md={4}>
          <NumberField name="coordinateLng" label="Longitude" id="provider-lng" step={0.0001} />
        </Col>
      </Row>
    </Card>
  );
}
