import { zodResolver } from '@hookform/resolvers/zod';
import { STATE_OPTIONS } from '@scout/domain/admin/provider-types';
import { GENDERS } from '@scout/domain/patients/limits';
import {
  makePatientProfileSchema,
  type PatientProfile,
  type PatientProfileInput,
} from '@scout/domain/patients/patient-profile.schema';
import { Alert, App, Col, Form, Modal } from 'antd';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serviceToday } from '../../lib/dates.ts';
import { applyServerFieldErrors } from '../../lib/server-field-errors.ts';
import { DateField } from '../fields/date-fields.tsx';
import { FieldGrid, GridGroup } from '../fields/field-grid.tsx';
import { NumberField } from '../fields/number-field.tsx';
import { SelectField, textOptions } from '../fields/select-field.tsx';
import { TextField } from '../fields/text-fields.tsx';
import { ignoringHiddenFields } from '../hidden-fields-resolver.ts';
import { HospitalField } from '../hospitals/hospital-field.tsx';
import { useCreatePatient } from './api/create-patient.ts';

const schema = makePatientProfileSchema(serviceToday);
type Values = z.input<typeof schema>;

/** Australia (SACC 1101) is the default country of an address (spec 1 §3). */
const AUSTRALIA = 1101;

const FIELDS = [
  'lastName',
  'firstName',
  'dateOfBirth',
  'age',
  'gender',
  'addressStreetNumber',
  'addressStreetName',
  'addressSuburb',
  'addressState',
  'addressPostcode',
] as const;

/**
 * The smallest patient profile a case needs, created from the new case form: names, date of birth
 * (or age), gender, an Australian address and one URN/THCI. Fuller edits belong to the patient
 * administration pages.
 */
export function NewPatientModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (profile: PatientProfile) => void;
}) {
  const { message } = App.useApp();
  const create = useCreatePatient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, PatientProfileInput>({
    resolver: ignoringHiddenFields(zodResolver(schema)),
    defaultValues: {
      lastName: '',
      firstName: '',
      dateOfBirth: null,
      age: null,
      livesOverseas: false,
      addressCountryCode: AUSTRALIA,
      patientHealthCareProviders: [{ healthCareProviderId: undefined as unknown as number, urn: '' }],
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const profile = await create.mutateAsync(values);
      void message.success(`Patient ${profile.firstName} ${profile.lastName} created.`);
      onCreated(profile);
    } catch (error) {
      setFormError(applyServerFieldErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <Modal
      open
      width={760}
      title="New patient"
      okText="Create patient"
      onOk={() => void submit()}
      confirmLoading={form.formState.isSubmitting}
      onCancel={onClose}
      destroyOnHidden
      // The dialog opens on its first field (antd would focus its Close button): WCAG 2.4.3.
      afterOpenChange={(opened) => {
        if (opened) form.setFocus('lastName');
      }}
    >
      <FormProvider {...form}>
        <Form layout="vertical" component="div">
          {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
          <FieldGrid col={{ span: 12 }}>
            <TextField name="lastName" label="Last name" required />
            <TextField name="firstName" label="First name" required />
            <GridGroup col={{ span: 8 }}>
              <DateField name="dateOfBirth" label="Date of birth" pastOnly />
              <NumberField name="age" label="Age (if DOB unknown)" />
              <SelectField name="gender" label="Gender" required options={textOptions(GENDERS)} />
            </GridGroup>
            <Col span={6}>
              <TextField name="addressStreetNumber" label="Street number" required />
            </Col>
            <Col span={18}>
              <TextField name="addressStreetName" label="Street name" required />
            </Col>
            <Col span={10}>
              <TextField name="addressSuburb" label="Suburb" required />
            </Col>
            <GridGroup col={{ span: 7 }}>
              <SelectField
                name="addressState"
                label="State"
                required
                options={STATE_OPTIONS.map((s) => ({ value: s.value, label: s.label }))}
              />
              <TextField name="addressPostcode" label="Postcode" required />
            </GridGroup>
            <HospitalField
              name="patientHealthCareProviders.0.healthCareProviderId"
              label="URN hospital"
              required
            />
            <TextField name="patientHealthCareProviders.0.urn" label="URN/THCI" required />
          </FieldGrid>
        </Form>
      </FormProvider>
    </Modal>
  );
}
