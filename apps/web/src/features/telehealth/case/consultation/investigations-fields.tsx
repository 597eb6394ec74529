import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { Col, Row, Typography } from 'antd';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { ConsultationNotes, ConsultationPart } from './consultation-part.tsx';

const P = 'investigations';

/** The numeric results of bloods and gases: [field, label, unit, minimum (none for base excess)]. */
const BLOODS = [
  ['hemoglobin', 'Haemoglobin', 'g/L'],
  ['whiteBloodCellCount', 'White cell count', '×10⁹/L'],
  ['plateletCount', 'Platelets', '×10⁹/L'],
  ['sodium', 'Sodium', 'mmol/L'],
  ['potassium', 'Potassium', 'mmol/L'],
  ['urea', 'Urea', 'mmol/L'],
  ['creatinine', 'Creatinine', 'µmol/L'],
] as const;
const GASES = [
  ['pH', 'pH', undefined, 0],
  ['p02', 'pO2', 'mmHg', 0],
  ['pC02', 'pCO2', 'mmHg', 0],
  ['hC03', 'HCO3', 'mmol/L', 0],
  ['be', 'Base excess', 'mmol/L', undefined],
] as const;

/** Investigations (spec 2 §3.6): bloods, gases, radiology, ECG and other relevant tests. */
export function InvestigationsFields() {
  return (
    <ConsultationPart name={P} title="Investigations" emptyText={M.noInvestigations}>
      <Typography.Title level={5}>Bloods</Typography.Title>
      <Row gutter={16}>
        {BLOODS.map(([field, label, unit]) => (
          <Col key={field} xs={12} md={6}>
            <NumberField name={`${P}.bloods.${field}`} label={label} unit={unit} min={0} />
          </Col>
        ))}
        <Col span={24}>
          <ConsultationNotes name={`${P}.bloods.bloodNotes`} label="Blood notes" />
        </Col>
      </Row>
      <Typography.Title level={5}>Gases</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <DateTimeField name={`${P}.gases.gasesTime`} label="Gases time" />
        </Col>
        {GASES.map(([field, label, unit, min]) => (
          <Col key={field} xs={12} md={6}>
            <NumberField name={`${P}.gases.${field}`} label={label} unit={unit} min={min} />
          </Col>
        ))}
        <Col span={24}>
          <ConsultationNotes name={`${P}.gases.gasesNotes`} label="Gases notes" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <TextField name={`${P}.radiology`} label="Radiology" />
        </Col>
        <Col span={24}>
          <ConsultationNotes name={`${P}.radiologyNotes`} label="Radiology notes" />
        </Col>
        <Col span={24}>
          <ConsultationNotes name={`${P}.ecgNotes`} label="ECG notes" />
        </Col>
        <Col span={24}>
          <ConsultationNotes name={`${P}.otherRelevantTests`} label="Other relevant tests" />
        </Col>
      </Row>
    </ConsultationPart>
  );
}
