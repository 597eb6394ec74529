import { makeNewClinicSchema } from '@scout/domain/clinics/case.schema';
import { CLINIC_FIELDS } from '@scout/domain/clinics/field-labels';
import { CLINIC_HOSPITAL_UNITS } from '@scout/domain/clinics/options';
import { SPECIALIST_FIELDS } from '@scout/domain/stroke/field-kit';
import { optionsOf } from '../../../components/fields/select-field.tsx';
import { TextField } from '../../../components/fields/text-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { VST_AREA } from '../../stroke/api/vst-area.ts';
import type { NewRecordVariant } from '../../stroke/components/new-record-form.tsx';
import { NewStrokeConsultForm } from '../../stroke/components/new-record-pages.tsx';
import { useCreateClinic } from '../api/clinics-api.ts';

const PROVIDER_NUMBER = 'referrerInformation.referrerDoctorProviderNumber';
const label = (fields: readonly { name: string; label: string }[], name: string) =>
  fields.find((f) => f.name === name)?.label ?? name;

/**
 * What a new clinic asks besides a new consult (§2.4 Call Info, §3.1, §3.9, §5.1): the
 * neurologist / stroke specialist (the VST managers) instead of the call taker, the clinic's unit
 * list (with Outpatient Clinic) and the referring doctor's provider number (required; its format
 * is domain provider-number.ts').
 */
const CLINIC_VARIANT: NewRecordVariant = {
  caller: {
    name: 'specialistId',
    label: label(SPECIALIST_FIELDS, 'specialistId'),
    list: VST_AREA.lists.specialists,
  },
  referrerUnits: optionsOf(CLINIC_HOSPITAL_UNITS),
  referrerExtra: (
    <TextField
      name={PROVIDER_NUMBER}
      label={label(CLINIC_FIELDS.referrerInformation, 'referrerDoctorProviderNumber')}
      required
    />
  ),
  extraFields: ['specialistId', PROVIDER_NUMBER],
};

/**
 * New Clinic (/vst/clinics/new, spec 3 §2.4, §5.8): the shared stroke new-record form with the
 * domain's new-clinic schema; Create sends POST /outpatient and opens /vst/clinic/{id} (its bare
 * path goes to the referrer).
 */
export function NewClinicPage() {
  useDocumentTitle('New Clinic');
  const create = useCreateClinic();
  return (
    <>
      <PageHeading title="New Clinic" subtitle="TIA Minor Stroke Clinics" />
      <NewStrokeConsultForm
        area={VST_AREA}
        label="New clinic"
        makeSchema={makeNewClinicSchema}
        create={create.mutateAsync}
        hrefOf={(id) => paths.vst.clinic.getHref(id)}
        variant={CLINIC_VARIANT}
      />
    </>
  );
}
