import { BLOOD_GAS_TYPES } from '@scout/domain/ecmo/clinical-options';
import { INVESTIGATION_FIELDS } from '@scout/domain/ecmo/investigation.schema';
import { Col, Row } from 'antd';
import '../../../../components/text-layout.css';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';

/** The current blood gas entry. */
export function BloodGasFields() {
  const p = (f: string) => `bloodGas.current.${f}`;
  return (
    <Row gutter={12} align="stretch" className="scout-aligned-fields">
      <Col xs={24} md={8}>
        <DateTimeField name={p('bloodGasDateAndTime')} label="Date/time" required />
      </Col>
      <Col xs={24} md={8}>
        <SelectField name={p('bloodGasType')} label="Type" required options={textOptions(BLOOD_GAS_TYPES)} />
      </Col>
      <Col xs={0} md={8} />
      <Col xs={12} md={4}>
        <NumberField name={p('ph')} label="pH" />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('po2')} label="pO2" />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('pco2')} label="pCO2" />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('hco3')} label="HCO3" />
      </Col>
      <Col xs={12} md={4}>
        <NumberField name={p('be')} label="BE" />
      </Col>
    </Row>
  );
}

/** The current investigation entry. */
export function InvestigationFields() {
  const p = (f: string) => `investigations.current.${f}`;
  // Labels with units wrap at narrow widths: the row keeps the boxes aligned (issue 10.5).
  return (
    <Row gutter={12} align="stretch" className="scout-aligned-fields">
      <Col xs={24} md={8}>
        <DateTimeField name={p('investigationDateAndTime')} label="Date/time" required />
      </Col>
      <Col xs={12} md={8}>
        <DateTimeField name={p('trop1Time')} label="Troponin 1 time" />
      </Col>
      <Col xs={12} md={8}>
        <DateTimeField name={p('trop2Time')} label="Troponin 2 time" />
      </Col>
      {INVESTIGATION_FIELDS.map((f) => (
        <Col key={f.key} xs={12} sm={8} lg={6} xxl={4}>
          <NumberField name={p(f.key)} label={f.unit ? `${f.label} (${f.unit})` : f.label} />
        </Col>
      ))}
      <Col xs={24}>
        <TextField name={p('ecgImagingNote')} label="ECG/imaging note" multiline />
      </Col>
    </Row>
  );
}
