import { Card, Col, Row } from 'antd';
import { SwitchField, TextField } from '../fields.tsx';

/** File sharing (Box), VTIS, and what the discharge summary prints for this provider. */
export function ServicesSection() {
  return (
    <Card title="Services and discharge summary" size="small">
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <SwitchField path="boxEnabled" label="Box file sharing" id="provider-box-enabled" />
        </Col>
        <Col xs={12} md={6}>
          <SwitchField path="vtisEnabled" label="VTIS" id="provider-vtis-enabled" />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            path="dischargeSummaryConfiguration.contactNumber"
            label="Discharge summary contact number"
            id="provider-summary-contact"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            path="dischargeSummaryConfiguration.headerSection"
            label="Discharge summary header"
            id="provider-summary-header"
            multiline
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            path="dischargeSummaryConfiguration.footerSection"
            label="Discharge summary footer"
            id="provider-summary-footer"
            multiline
          />
        </Col>
      </Row>
    </Card>
  );
}
