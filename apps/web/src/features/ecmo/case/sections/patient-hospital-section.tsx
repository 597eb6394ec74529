import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { DEFAULT_HOSPITAL_UNITS, INSURANCE_STATUSES } from '@scout/domain/ecmo/case-options';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { makePatientHospitalInformationSchema } from '@scout/domain/ecmo/patient-hospital.schema';
import { Card, Col, Form, Row } from 'antd';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { getServiceTimeZone } from '../../../../lib/dates.ts';
import { webNow } from '../../components/ecmo-dates.ts';
import {
  DateTimeField,
  NumberField,
  SelectField,
  TextField,
  textOptions,
  YesNoField,
} from '../../forms/fields.tsx';
import { HospitalField } from '../../forms/hospital-field.tsx';
import { useCaseContext } from '../case-context.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

type Values = z.input<ReturnType<typeof makePatientHospitalInformationSchema>>;

function defaults(c: EcmoCase): Values {
  const p = c.patientHospitalInformation;
  if (!p) return { infectiousRisk: undefined as unknown as boolean } as Values;
  const { patientHospital: _name, ...values } = p;
  return values;
}

/** Patient hospital information (spec 2 §3.1, §5.1). Infectious details only when the risk is Yes. */
export function PatientHospitalSection() {
  const { ecmoCase } = useCaseContext();
  const schema = useMemo(() => makePatientHospitalInformationSchema(webNow, getServiceTimeZone()), []);
  const { form, save, saving } = useSectionForm({
    key: 'patient',
    schema,
    defaults,
    path: 'patienthospitalinformation',
    saved: M.patientHospitalUpdated,
    failed: M.patientHospitalUpdateFailed,
  });
  const risk = form.watch('infectiousRisk');
  const unit = form.watch('patientHospitalUnit');
  const units =
    typeof unit === 'string' && unit && !DEFAULT_HOSPITAL_UNITS.includes(unit as never)
      ? [...DEFAULT_HOSPITAL_UNITS, unit]
      : DEFAULT_HOSPITAL_UNITS;
  return (
    <Card title="Patient Hospital Information" size="small">
      <FormProvider {...form}>
        <Form layout="vertical" component="div" aria-label="Patient Hospital Information">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <HospitalField
                name="patientHospitalId"
                label="Hospital"
                required
                currentName={ecmoCase.patientHospitalInformation?.patientHospital}
                onPicked={(h) =>
                  form.setValue('patientHospitalAddress', h?.address ?? '', { shouldDirty: true })
                }
              />
            </Col>
            <Col xs={24} md={12}>
              <SelectField name="patientHospitalUnit" label="Unit" required options={textOptions(units)} />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="patientHospitalUrn" label="URN/THCI" required />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="patientHospitalAddress" label="Address" required />
            </Col>
            <Col xs={24} md={12}>
              <DateTimeField name="hospitalAdmissionDateTime" label="Hospital admission date/time" required />
            </Col>
            <Col xs={24} md={12}>
              <DateTimeField name="icuAdmissionDateTime" label="ICU admission date/time" />
            </Col>
            <Col xs={12} md={6}>
              <NumberField name="patientWeight" label="Weight" suffix="kg" />
            </Col>
            <Col xs={12} md={6}>
              <NumberField name="patientHeight" label="Height" suffix="cm" />
            </Col>
            <Col xs={24} md={12}>
              <SelectField
                name="insuranceStatus"
                label="Insurance status"
                options={textOptions(INSURANCE_STATUSES)}
              />
            </Col>
            <Col xs={24} md={12}>
              <YesNoField
                name="infectiousRisk"
                label="Infectious risk"
                required
                onPicked={(yes) => {
                  if (!yes) form.setValue('infectiousRiskDetails', null, { shouldDirty: true });
                }}
              />
            </Col>
            {risk === true ? (
              <Col xs={24} md={12}>
                <TextField name="infectiousRiskDetails" label="Infectious risk details" required />
              </Col>
            ) : null}
            <Col xs={24} md={12}>
              <TextField name="acceptedByHospital" label="Accepted by (hospital)" />
            </Col>
          </Row>
        </Form>
      </FormProvider>
      <SectionActions section="patient" save={save} saving={saving} />
    </Card>
  );
}
