import { DEFAULT_HOSPITAL_UNITS, DEFAULT_REFERRER_POSITIONS } from '@scout/domain/ecmo/case-options';
import { Col, Row } from 'antd';
import { useFormContext } from 'react-hook-form';
import { SelectField, TextField, textOptions } from './fields.tsx';
import { HospitalField } from './hospital-field.tsx';

/**
 * The referrer fields of spec 2 §3.1 and §5.1, shared by the new case form and the referrer
 * section. The form offers the default position and unit lists; an older value outside them is
 * still shown (added to the options).
 */
export function ReferrerFields({ hospitalName }: { hospitalName?: string | null }) {
  const { setValue, getValues } = useFormContext();
  const withCurrent = (list: readonly string[], current: unknown) =>
    textOptions(
      typeof current === 'string' && current && !list.includes(current) ? [...list, current] : list,
    );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField name="referrerLastName" label="Last name" required />
      </Col>
      <Col xs={24} md={12}>
        <TextField name="referrerFirstName" label="First name" required />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          name="referrerPosition"
          label="Position"
          required
          options={withCurrent(DEFAULT_REFERRER_POSITIONS, getValues('referrerPosition'))}
        />
      </Col>
      <Col xs={24} md={12}>
        <TextField name="referrerContactNumber" label="Contact number" required />
      </Col>
      <Col xs={24} md={12}>
        <HospitalField
          name="referrerHospitalId"
          label="Hospital"
          required
          currentName={hospitalName}
          onPicked={(h) => setValue('referrerHospitalAddress', h?.address ?? null, { shouldDirty: true })}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          name="referrerHospitalUnit"
          label="Hospital unit"
          required
          options={withCurrent(DEFAULT_HOSPITAL_UNITS, getValues('referrerHospitalUnit'))}
        />
      </Col>
      <Col xs={24} md={12}>
        <TextField name="referrerHospitalAddress" label="Hospital address" />
      </Col>
      <Col xs={24} md={12}>
        <TextField name="referrerEmailAddress" label="Email address" />
      </Col>
    </Row>
  );
}
