import { TELEHEALTH_HOSPITAL_UNITS, TELEHEALTH_POSITIONS } from '@scout/domain/telehealth/options';
import { useFormContext } from 'react-hook-form';
import { FieldGrid } from '../../../components/fields/field-grid.tsx';
import { optionsOf, SelectField } from '../../../components/fields/select-field.tsx';
import { TextField } from '../../../components/fields/text-fields.tsx';
import { TelehealthHospitalField } from './hospital-field.tsx';

/**
 * The referrer fields of spec 2 §3.6 and §5.7 (last name, first name, position, contact number,
 * hospital, unit required; address; e-mail), shared by the new case form and the Referrer
 * section. Picking a hospital fills the address from the lookup when it has one. The contact
 * number (15) and e-mail (255) limits are the schema's: a longer text stays as typed (or pasted)
 * and the field says the limit, rather than being cut short by the box.
 */
export function ReferrerFields() {
  const { setValue } = useFormContext();
  return (
    <FieldGrid>
      <TextField name="lastName" label="Last name" required />
      <TextField name="firstName" label="First name" required />
      <SelectField name="position" label="Position" required options={optionsOf(TELEHEALTH_POSITIONS)} />
      <TextField name="contactNumber" label="Contact number" required />
      <TelehealthHospitalField
        name="hospitalId"
        label="Hospital"
        required
        onPicked={(hospital) => {
          if (hospital?.address) setValue('hospitalAddress', hospital.address, { shouldDirty: true });
        }}
      />
      <SelectField
        name="hospitalUnit"
        label="Hospital unit"
        required
        options={optionsOf(TELEHEALTH_HOSPITAL_UNITS)}
      />
      <TextField name="hospitalAddress" label="Hospital address" />
      <TextField name="emailAddress" label="Email address" />
    </FieldGrid>
  );
}
