import { zodResolver } from '@hookform/resolvers/zod';
import { todayIn } from '@scout/domain/patients/dates';
import { makePatientProfileSchema } from '@scout/domain/patients/patient-profile.schema';
import { Alert, App, Button, Flex, Form } from 'antd';
import { useMemo, useState } from 'react';
import { type DefaultValues, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isConflict, useOverwriteConfirm } from '../../../../components/use-overwrite-confirm.ts';
import { useUnsavedChangesPrompt } from '../../../../components/use-unsaved-changes-prompt.ts';
import { paths } from '../../../../config/paths.ts';
import { getServiceTimeZone } from '../../../../lib/dates.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { knownFieldPaths, type PatientFormOutput, type PatientFormValues } from './form-values.ts';
import { AddressSection } from './sections/address-section.tsx';
import { DemographicsSection } from './sections/demographics-section.tsx';
import { NamesSection } from './sections/names-section.tsx';
import { UrnSection } from './sections/urn-section.tsx';
import { useUrnCheck } from './use-urn-check.ts';

export interface PatientProfileFormProps {
  /** null while creating. */
  profileId: number | null;
  defaultValues: DefaultValues<PatientFormValues>;
  /** Sends the profile (POST or PUT); rejects with the server's error. */
  save: (input: PatientFormOutput) => Promise<unknown>;
  savedMessage: string;
  failedMessage: string;
}

/**
 * The patient profile form of create and update. Validation is the domain schema (the same one
 * the server runs); server field errors land on the fields; a 409 asks whether to overwrite.
 * A successful save returns to the patient list.
 */
export function PatientProfileForm({
  profileId,
  defaultValues,
  save,
  savedMessage,
  failedMessage,
}: PatientProfileFormProps) {
  const { message } = App.useApp();
  const confirmOverwrite = useOverwriteConfirm();
  const navigate = useNavigate();
  const today = useMemo(() => todayIn(getServiceTimeZone()), []);
  const schema = useMemo(() => makePatientProfileSchema(() => today), [today]);
  const form = useForm<PatientFormValues, unknown, PatientFormOutput>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { handleSubmit, setError, formState } = form;
  const urnCheck = useUrnCheck(form, profileId);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const prompt = useUnsavedChangesPrompt(formState.isDirty && !saving);

  async function send(values: PatientFormOutput, forceUpdate: boolean): Promise<void> {
    setFormError(null);
    setSaving(true);
    try {
      await save(forceUpdate ? { ...values, forceUpdate: true } : values);
      prompt.allowNextNavigation();
      void message.success(savedMessage);
      navigate(paths.admin.patients.getHref());
    } catch (error) {
      setSaving(false);
      if (isConflict(error) && !forceUpdate) {
        confirmOverwrite(() => send(values, true));
        return;
      }
      const knownPaths = knownFieldPaths(values.patientHealthCareProviders.length);
      setFormError(applyServerFieldErrors(error, setError, knownPaths));
      void message.error(failedMessage);
    }
  }

  const submit = handleSubmit(async (values) => {
    if (urnCheck.flagKnownUsed(values)) return;
    await send(values, false);
  });

  return (
    <FormProvider {...form}>
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        className="patient-form"
        aria-label="Patient profile"
      >
        {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
        <Flex vertical gap={16}>
          <NamesSection />
          <DemographicsSection today={today} />
          <AddressSection />
          <UrnSection onUrnBlur={(i) => void urnCheck.checkEntry(i)} onUrnChange={urnCheck.unflag} />
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => navigate(paths.admin.patients.getHref())}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={formState.isSubmitting || saving}>
              Save
            </Button>
          </Flex>
        </Flex>
      </Form>
    </FormProvider>
  );
}
