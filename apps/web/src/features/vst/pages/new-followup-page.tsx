import { zodResolver } from '@hookform/resolvers/zod';
import {
  makeNewVstFollowupSchema,
  type NewVstFollowup,
  type NewVstFollowupInput,
} from '@scout/domain/vst/followup.schema';
import { Alert, Descriptions, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, getServiceTimeZone } from '../../../lib/dates.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateVstFollowup } from '../api/create-followup.ts';
import { useVstRecord } from '../api/get-record.ts';
import { NewVstRecordForm, useCreateAndOpen } from '../components/new-record-form.tsx';
import { NEW_RECORD_FIELDS } from '../components/new-record-referrer-fields.tsx';

/**
 * New Follow up (/vst/consults/{consultId}/new, spec 3 §2.4, §5.8): the consult's patient (a
 * follow-up is for the patient of its consult), call taker and call date/time, and the referrer
 * (its hospital, unit and address prefilled from the consult). Create (enabled once valid)
 * sends POST /followup with vstConsultId and opens /vst/followup/{id}/patient; the server refuses
 * a consult that may not have a follow-up now, and that message shows above the form.
 */
export function NewVstFollowupPage() {
  useDocumentTitle('New Follow up');
  const consultId = Number(useParams().consultId);
  const consult = useVstRecord('consult', consultId);
  const create = useCreateVstFollowup();
  const { formError, run } = useCreateAndOpen();
  const schema = useMemo(() => makeNewVstFollowupSchema(() => new Date(), getServiceTimeZone()), []);
  const form = useForm<NewVstFollowupInput, unknown, NewVstFollowup>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      callDateTime: new Date().toISOString(),
      vstConsultId: consultId,
    } as Partial<NewVstFollowupInput>,
  });

  const loaded = consult.data;
  const { setValue } = form;
  useEffect(() => {
    if (!loaded) return;
    setValue('patientProfileId', loaded.patientProfileId, { shouldValidate: true });
    const referrer = loaded.referrerInformation;
    if (referrer) {
      const opts = { shouldValidate: true };
      setValue('referrerInformation.referrerHospitalId', referrer.referrerHospitalId, opts);
      setValue('referrerInformation.referrerHospitalUnit', referrer.referrerHospitalUnit, opts);
      setValue('referrerInformation.referrerHospitalAddress', referrer.referrerHospitalAddress, opts);
    }
  }, [loaded, setValue]);

  const submit = form.handleSubmit((values) =>
    run(
      () => create.mutateAsync(values),
      (id) => paths.vst.followUp.getHref(id, 'patient'),
      (error) => applyServerFieldErrors(error, form.setError, NEW_RECORD_FIELDS),
    ),
  );

  if (consult.isLoading) return <PageSpinner />;
  if (!loaded) return <Result status="warning" title="The consult could not be loaded." />;
  const { patient } = loaded;
  return (
    <>
      <PageHeading title="New Follow up" subtitle={`VST · follow up of ${loaded.studyId}`} />
      {loaded.isActive ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="This consult is still open: a follow-up can be created only once it is closed."
        />
      ) : null}
      <FormProvider {...form}>
        <NewVstRecordForm
          label="New VST follow up"
          formError={formError}
          onSubmit={() => void submit()}
          patient={
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Name">
                {patient.lastName}, {patient.firstName}
              </Descriptions.Item>
              <Descriptions.Item label="Date of birth">
                {formatDate(patient.dateOfBirth) || '-'}
              </Descriptions.Item>
              <Descriptions.Item label="Gender">{patient.gender ?? '-'}</Descriptions.Item>
            </Descriptions>
          }
        />
      </FormProvider>
    </>
  );
}
