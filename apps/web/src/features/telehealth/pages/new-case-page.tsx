import { zodResolver } from '@hookform/resolvers/zod';
import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import {
  makeNewTelehealthCaseSchema,
  type NewTelehealthCase,
  type NewTelehealthCaseInput,
} from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { Alert, App, Button, Card, Form } from 'antd';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewCaseCallCard } from '../../../components/case-module/new-case-parts.tsx';
import { ignoringHiddenFields } from '../../../components/hidden-fields-resolver.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
// The patient picker and new-patient dialog are the ones of the ECMO new case (module-neutral
// but for the "one open case" rule, which Telehealth does not have: `unavailable`).
import { PatientPicker } from '../../../components/patients/patient-picker.tsx';
import { paths } from '../../../config/paths.ts';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateTelehealthCase } from '../api/create-case.ts';
import { useReferenceList } from '../api/get-reference-data.ts';
import { ReferrerFields } from '../components/referrer-fields.tsx';

const FIELDS = [
  'callTakerId',
  'callDateTime',
  'patientProfileId',
  'firstName',
  'lastName',
  'position',
  'contactNumber',
  'emailAddress',
  'hospitalId',
  'hospitalUnit',
  'hospitalAddress',
] as const;

const anyPatient = () => null;

/**
 * /telehealth/new (spec 2 §2.2, §5.7): call taker and call date/time (required), the patient
 * (picked or created) and the referrer. Create sends POST /case; on success 'Telehealth case
 * created successfully.' and the new case opens; on an error the form stays, Create is enabled
 * again (§4.10) and the server's field errors sit on their fields.
 */
export function NewTelehealthCasePage() {
  useDocumentTitle('New Case');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const users = useReferenceList('users');
  const create = useCreateTelehealthCase();
  const [patient, setPatient] = useState<PatientProfile | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const schema = useMemo(() => makeNewTelehealthCaseSchema(() => new Date(), getServiceTimeZone()), []);
  const form = useForm<NewTelehealthCaseInput, unknown, NewTelehealthCase>({
    resolver: ignoringHiddenFields(zodResolver(schema)),
    defaultValues: { callDateTime: new Date().toISOString() } as Partial<NewTelehealthCaseInput>,
  });
  const { isSubmitting, errors } = form.formState;

  const pickPatient = (picked: PatientProfile | null) => {
    setPatient(picked);
    form.setValue('patientProfileId', picked?.id as number, { shouldValidate: true, shouldDirty: true });
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const id = await create.mutateAsync(values);
        void message.success(M.caseCreated);
        // The created case's page loads while this form is still shown: it takes no more typing.
        setOpening(true);
        navigate(paths.telehealth.case.getHref(id));
      } catch (error) {
        const unplaced = applyServerFieldErrors(error, form.setError, FIELDS);
        setFormError(unplaced);
        void message.error(unplaced ?? M.requiredFieldsMissing);
      }
    },
    () => void message.error(M.requiredFieldsMissing),
  );

  return (
    <>
      <PageHeading title="New Case" subtitle="Telehealth" />
      <FormProvider {...form}>
        <Form
          layout="vertical"
          onFinish={() => void submit()}
          aria-label="New Telehealth case"
          disabled={opening}
        >
          {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
          {Object.keys(errors).length > 0 ? (
            <Alert type="error" showIcon title={M.formHasErrors} style={{ marginBottom: 16 }} />
          ) : null}
          <NewCaseCallCard callTakers={users.options} loading={users.isLoading} />
          <Card title="Patient" size="small" style={{ marginBottom: 16 }}>
            <PatientPicker
              value={patient}
              onChange={pickPatient}
              error={errors.patientProfileId?.message}
              unavailable={anyPatient}
            />
          </Card>
          <Card title="Referrer" size="small" style={{ marginBottom: 16 }}>
            <ReferrerFields />
          </Card>
          <Button type="primary" htmlType="submit" disabled={isSubmitting} loading={isSubmitting}>
            Create
          </Button>
        </Form>
      </FormProvider>
    </>
  );
}
