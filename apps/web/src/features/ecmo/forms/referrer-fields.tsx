import { DEFAULT_HOSPITAL_UNITS, DEFAULT_REFERRER_POSITIONS } from '@scout/domain/ecmo/case-options';
import { useFormContext } from 'react-hook-form';
import { FieldGrid } from '../../../components/fields/field-grid.tsx';
import { SelectField, textOptionsWithCurrent } from '../../../components/fields/select-field.tsx';
import { TextField } from '../../../components/fields/text-fields.tsx';
import { HospitalField } from '../../../components/hospitals/hospital-field.tsx';

/**
 * The referrer fields of spec 2 §3.1 and §5.1, shared by the new case form and the referrer
 * section. The form offers the default position and unit lists; an older value outside them is
 * still shown (added to the options).
 */
export function ReferrerFields({ hospitalName }: { hospitalName?: string | null }) {
  const { setValue, getValues } = useFormContext();
  return (
    <FieldGrid>
      <TextField name="referrerLastName" label="Last name" required />
      <TextField name="referrerFirstName" label="First name" required />
      <SelectField
        name="referrerPosition"
        label="Position"
        required
        options={textOptionsWithCurrent(DEFAULT_REFERRER_POSITIONS, getValues('referrerPosition'))}
      />
      <TextField name="referrerContactNumber" label="Contact number" required />
      <HospitalField
        name="referrerHospitalId"
        label="Hospital"
        required
        currentName={hospitalName}
        onPicked={(h) => setValue('referrerHospitalAddress', h?.address ?? null, { shouldDirty: true })}
      />
      <SelectField
        name="referrerHospitalUnit"
        label="Hospital unit"
        required
        options={textOptionsWithCurrent(DEFAULT_HOSPITAL_UNITS, getValues('referrerHospitalUnit'))}
      />
      <TextField name="referrerHospitalAddress" label="Hospital address" />
      <TextField name="referrerEmailAddress" label="Email address" />
    </FieldGrid>
  );
}
