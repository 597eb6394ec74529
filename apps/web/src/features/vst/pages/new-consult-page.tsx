import { zodResolver } from '@hookform/resolvers/zod';
import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import {
  makeNewVstConsultSchema,
  type NewVstConsult,
  type NewVstConsultInput,
} from '@scout/domain/vst/case.schema';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ignoringHiddenFields } from '../../../components/hidden-fields-resolver.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
// The patient picker and new-patient dialog are the ECMO new case's, as Telehealth's new case
// uses them (module-neutral but for ECMO's "one open case" rule; a VST patient may have several
// open consults: `unavailable`). They belong in components/ once a third area needs them.
import { PatientPicker } from '../../ecmo/components/patient-picker.tsx';
import { useCreateVstConsult } from '../api/create-consult.ts';
import { NewVstRecordForm, useCreateAndOpen } from '../components/new-record-form.tsx';
import { NEW_RECORD_FIELDS } from '../components/new-record-referrer-fields.tsx';

const anyPatient = () => null;

/**
 * New Consultation (/vst/consults/new, spec 3 §2.4, §5.8): call taker and call date/time, the
 * patient (picked or created) and the referrer, checked with the domain's new-consult schema.
 * Create (enabled once valid) sends POST /consults and opens /vst/consult/{id}/patient.
 */
export function NewVstConsultPage() {
  useDocumentTitle('New Consultation');
  const create = useCreateVstConsult();
  const { formError, run } = useCreateAndOpen();
  const [patient, setPatient] = useState<PatientProfile | null>(null);
  const schema = useMemo(() => makeNewVstConsultSchema(() => new Date(), getServiceTimeZone()), []);
  const form = useForm<NewVstConsultInput, unknown, NewVstConsult>({
    resolver: ignoringHiddenFields(zodResolver(schema)),
    mode: 'onTouched',
    // The referral is usually taken at the call: both start at now and can be changed.
    defaultValues: ((now) => ({ callDateTime: now, referrerInformation: { referralDateTime: now } }))(
      new Date().toISOString(),
    ) as Partial<NewVstConsultInput>,
  });

  const pickPatient = (picked: PatientProfile | null) => {
    setPatient(picked);
    form.setValue('patientProfileId', picked?.id as number, { shouldValidate: true, shouldDirty: true });
  };

  const submit = form.handleSubmit((values) =>
    run(
      () => create.mutateAsync(values),
      (id) => paths.vst.consult.getHref(id, 'patient'),
      (error) => applyServerFieldErrors(error, form.setError, NEW_RECORD_FIELDS),
    ),
  );

  return (
    <>
      <PageHeading title="New Consultation" subtitle="VST" />
      <FormProvider {...form}>
        <NewVstRecordForm
          label="New VST consultation"
          formError={formError}
          onSubmit={() => void submit()}
          patient={
            <PatientPicker
              value={patient}
              onChange={pickPatient}
              error={form.formState.errors.patientProfileId?.message}
              unavailable={anyPatient}
            />
          }
        />
      </FormProvider>
    </>
  );
}
