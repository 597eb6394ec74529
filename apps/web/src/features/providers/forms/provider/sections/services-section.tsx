import { Card, Col, Row } from 'antd';
import { SwitchField } from '../../../../../components/fields/choice-fields.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';

/** File sharing (Box), VTIS, and what the discharge summary prints for this provider. */
export function ServicesSection() {
  return (
    <Card title="Services and discharge summary" size="small">
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <SwitchField name="boxEnabled" label="Box file sharing" id="provider-box-enabled" />
        </Col>
        <Col xs={12} md={6}>
          <SwitchField name="vtisEnabled" label="VTIS" id="provider-vtis-enabled" />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            name="dischargeSummaryConfiguration.contactNumber"
            label="Discharge summary contact number"
            id="provider-summary-contact"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            name="dischargeSummaryConfiguration.headerSection"
            label="Discharge summary header"
            id="provider-summary-header"
            multiline
            rows={2}
            maxRows={6}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            name="dischargeSummaryConfiguration.footerSection"
            label="Discharge summary footer"
            id="provider-summary-footer"
            multiline
            rows={2}
            maxRows={6}
          />
        </Col>
      </Row>
    </Card>
  );
}
