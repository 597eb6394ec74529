import { zodResolver } from '@hookform/resolvers/zod';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { makeNewCaseSchema, type NewCase } from '@scout/domain/ecmo/referrer.schema';
import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import { Alert, App, Button, Card, Form } from 'antd';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { NewCaseCallCard } from '../../../components/case-module/new-case-parts.tsx';
import { ignoringHiddenFields } from '../../../components/hidden-fields-resolver.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PatientPicker } from '../../../components/patients/patient-picker.tsx';
import { paths } from '../../../config/paths.ts';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateCase } from '../api/create-case.ts';
import { useEcmoUsers } from '../api/get-ecmo-users.ts';
import { webNow } from '../components/ecmo-dates.ts';
import { ReferrerFields } from '../forms/referrer-fields.tsx';

type Values = z.input<ReturnType<typeof makeNewCaseSchema>>;

const FIELDS = [
  'callTakerId',
  'callDateTime',
  'patientProfileId',
  'referrerLastName',
  'referrerFirstName',
  'referrerPosition',
  'referrerContactNumber',
  'referrerHospitalId',
  'referrerHospitalUnit',
  'referrerHospitalAddress',
  'referrerEmailAddress',
] as const;

/**
 * /ecmo/new (spec 2 §2.1, §5.1): call taker, call date/time, the patient (picked or created) and
 * the referrer. Create stays disabled while the form has errors or is submitting; success opens the
 * new case at its referrer section.
 */
export function NewCasePage() {
  useDocumentTitle('New Case');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const users = useEcmoUsers();
  const create = useCreateCase();
  const [patient, setPatient] = useState<PatientProfile | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const schema = useMemo(() => makeNewCaseSchema(webNow, getServiceTimeZone()), []);
  const form = useForm<Values, unknown, NewCase>({
    resolver: ignoringHiddenFields(zodResolver(schema)),
    mode: 'onChange',
    defaultValues: { callDateTime: new Date().toISOString() } as Partial<Values>,
  });
  const { isSubmitting, isValid, errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync(values);
      void message.success(M.caseCreated);
      // The created case's page loads while this form is still shown: it takes no more typing.
      setOpening(true);
      navigate(paths.ecmo.case.getHref(created.id, 'referrer'));
    } catch (error) {
      setFormError(applyServerFieldErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <>
      <PageHeading title="New Case" subtitle="VECMOS" />
      <FormProvider {...form}>
        <Form layout="vertical" onFinish={() => void submit()} aria-label="New ECMO case" disabled={opening}>
          {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
          <NewCaseCallCard
            loading={users.isLoading}
            callTakers={(users.data ?? []).map((u) => ({ value: u.id, label: u.displayName }))}
          />
          <Card title="Patient" size="small" style={{ marginBottom: 16 }}>
            <PatientPicker
              value={patient}
              error={errors.patientProfileId?.message}
              onChange={(p) => {
                setPatient(p);
                form.setValue('patientProfileId', p?.id as number, {
                  shouldValidate: true,
                  shouldDirty: true,
                });
              }}
            />
          </Card>
          <Card title="Referrer" size="small" style={{ marginBottom: 16 }}>
            <ReferrerFields />
          </Card>
          <Button type="primary" htmlType="submit" disabled={!isValid || isSubmitting} loading={isSubmitting}>
            Create
          </Button>
        </Form>
      </FormProvider>
    </>
  );
}
