import { zodResolver } from '@hookform/resolvers/zod';
import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import type { StrokePatient } from '@scout/domain/stroke/intake.schema';
import { Descriptions } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ignoringHiddenFields } from '../../../components/hidden-fields-resolver.ts';
// The patient picker and new-patient dialog are the ECMO new case's, as Telehealth's new case
// uses them (module-neutral but for ECMO's "one open case" rule; a stroke patient may have several
// open consults: `unavailable`). The stroke areas reach them only through this file.
import { PatientPicker } from '../../../components/patients/patient-picker.tsx';
import { formatDate, getServiceTimeZone } from '../../../lib/dates.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import type { StrokeArea } from '../api/stroke-area.ts';
import { type NewRecordVariant, NewStrokeRecordForm, useCreateAndOpen } from './new-record-form.tsx';
import { NEW_RECORD_FIELDS } from './new-record-referrer-fields.tsx';

/** The domain's schema maker of a new record: (clock, time zone) -> the new-record schema. */
type MakeSchema<TIn extends FieldValues, TOut> = (now: () => Date, timeZone: string) => z.ZodType<TOut, TIn>;

/** The react-hook-form of a new record, validated by the domain schema (hidden fields ignored). */
function useNewRecordForm<TIn extends FieldValues, TOut>(
  makeSchema: MakeSchema<TIn, TOut>,
  defaults: object,
) {
  const schema = useMemo(() => makeSchema(() => new Date(), getServiceTimeZone()), [makeSchema]);
  return useForm<TIn, unknown, TOut>({
    resolver: ignoringHiddenFields(zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>),
    mode: 'onTouched',
    defaultValues: defaults as DefaultValues<TIn>,
  });
}

const anyPatient = () => null;

/**
 * A new consult of a stroke area (spec 3 §2.4, §5.8): call taker and call date/time, the patient
 * (picked or created) and the referrer, checked with the domain's new-record schema. Create
 * (enabled once valid) sends the area's POST and opens the new record (`hrefOf`). A new clinic
 * asks its specialist and its referrer's own fields (`variant`).
 */
export function NewStrokeConsultForm<TIn extends FieldValues, TOut>({
  area,
  label,
  makeSchema,
  create,
  hrefOf,
  variant,
}: {
  area: StrokeArea;
  label: string;
  makeSchema: MakeSchema<TIn, TOut>;
  create: (values: TOut) => Promise<number>;
  hrefOf: (id: number) => string;
  variant?: NewRecordVariant;
}) {
  const { formError, opening, run } = useCreateAndOpen();
  const [patient, setPatient] = useState<PatientProfile | null>(null);
  // The referral is usually taken at the call: both start at now and can be changed.
  const [now] = useState(() => new Date().toISOString());
  const form = useNewRecordForm(makeSchema, {
    callDateTime: now,
    referrerInformation: { referralDateTime: now },
  });
  const pickPatient = (picked: PatientProfile | null) => {
    setPatient(picked);
    form.setValue('patientProfileId' as never, picked?.id as never, {
      shouldValidate: true,
      shouldDirty: true,
    });
  };
  const submit = form.handleSubmit((values) =>
    run(
      () => create(values),
      hrefOf,
      (error) =>
        applyServerFieldErrors(error, form.setError, [
          ...NEW_RECORD_FIELDS,
          ...(variant?.extraFields ?? []),
        ] as never),
    ),
  );
  const patientError = (form.formState.errors as { patientProfileId?: { message?: string } })
    .patientProfileId;
  return (
    <FormProvider {...form}>
      <NewStrokeRecordForm
        area={area}
        label={label}
        formError={formError}
        opening={opening}
        onSubmit={() => void submit()}
        variant={variant}
        patient={
          <PatientPicker
            value={patient}
            onChange={pickPatient}
            error={patientError?.message}
            unavailable={anyPatient}
          />
        }
      />
    </FormProvider>
  );
}

/** The consult a new follow-up is made from, as far as the form reads it. */
export interface FollowedConsult {
  patientProfileId: number;
  patient: Pick<StrokePatient, 'firstName' | 'lastName' | 'dateOfBirth' | 'gender'>;
  referrerInformation?: {
    referrerHospitalId?: number | null;
    referrerHospitalUnit?: string | null;
    referrerHospitalAddress?: string | null;
  } | null;
}

/**
 * A new follow-up of a stroke area (spec 3 §2.4, §5.8): the consult's patient (a follow-up is for
 * the patient of its consult), call taker and call date/time, and the referrer, its hospital,
 * unit and address from the consult (`lockedFields`: not to be changed, the VTIS follow-up's of
 * §2.1). `consultIdField` names the consult in the body (vstConsultId, vtisConsultId); the server
 * refuses a consult that may not have a follow-up now, and that message shows above the form.
 */
export function NewStrokeFollowupForm<TIn extends FieldValues, TOut>({
  area,
  label,
  consult,
  consultId,
  consultIdField,
  makeSchema,
  create,
  hrefOf,
  lockedFields,
  notice,
}: {
  area: StrokeArea;
  label: string;
  consult: FollowedConsult;
  consultId: number;
  consultIdField: string;
  makeSchema: MakeSchema<TIn, TOut>;
  create: (values: TOut) => Promise<number>;
  hrefOf: (id: number) => string;
  lockedFields?: readonly string[];
  notice?: ReactNode;
}) {
  const { formError, opening, run } = useCreateAndOpen();
  const [now] = useState(() => new Date().toISOString());
  // As on a new consult, the call and the referral start at now and can be changed.
  const form = useNewRecordForm(makeSchema, {
    callDateTime: now,
    referrerInformation: { referralDateTime: now },
    [consultIdField]: consultId,
  });
  const { setValue } = form;
  useEffect(() => {
    const set = (path: string, value: unknown) =>
      setValue(path as never, value as never, { shouldValidate: true });
    set('patientProfileId', consult.patientProfileId);
    const referrer = consult.referrerInformation;
    if (referrer) {
      set('referrerInformation.referrerHospitalId', referrer.referrerHospitalId);
      set('referrerInformation.referrerHospitalUnit', referrer.referrerHospitalUnit);
      set('referrerInformation.referrerHospitalAddress', referrer.referrerHospitalAddress);
    }
  }, [consult, setValue]);
  const submit = form.handleSubmit((values) =>
    run(
      () => create(values),
      hrefOf,
      (error) => applyServerFieldErrors(error, form.setError, NEW_RECORD_FIELDS as never),
    ),
  );
  const { patient } = consult;
  return (
    <FormProvider {...form}>
      <NewStrokeRecordForm
        area={area}
        label={label}
        formError={formError}
        opening={opening}
        onSubmit={() => void submit()}
        lockedFields={lockedFields}
        notice={notice}
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
  );
}
