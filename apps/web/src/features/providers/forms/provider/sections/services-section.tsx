import { Card } from 'antd';
import { SwitchField } from '../../../../../components/fields/choice-fields.tsx';
import { FieldGrid, GridGroup } from '../../../../../components/fields/field-grid.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';

/** File sharing (Box), VTIS, and what the discharge summary prints for this provider. */
export function ServicesSection() {
  return (
    <Card title="Services and discharge summary" size="small">
      <FieldGrid>
        <GridGroup col={{ xs: 12, md: 6 }}>
          <SwitchField name="boxEnabled" label="Box file sharing" id="provider-box-enabled" />
          <SwitchField name="vtisEnabled" label="VTIS" id="provider-vtis-enabled" />
        </GridGroup>
        <TextField
          name="dischargeSummaryConfiguration.contactNumber"
          label="Discharge summary contact number"
          id="provider-summary-contact"
        />
        <TextField
          name="dischargeSummaryConfiguration.headerSection"
          label="Discharge summary header"
          id="provider-summary-header"
          multiline
          rows={2}
          maxRows={6}
        />
        <TextField
          name="dischargeSummaryConfiguration.footerSection"
          label="Discharge summary footer"
          id="provider-summary-footer"
          multiline
          rows={2}
          maxRows={6}
        />
      </FieldGrid>
    </Card>
  );
}
