import { SelectField } from '../../../components/fields/select-field.tsx';
import { type ReferenceItem, useReferenceList } from '../api/get-reference-data.ts';

/**
 * A hospital from the Telehealth health care providers lookup (spec 2 §7.2). `onPicked` gets the
 * hospital (or null), so the referrer can take its address.
 */
export function TelehealthHospitalField({
  name,
  label,
  required,
  onPicked,
}: {
  name: string;
  label: string;
  required?: boolean;
  onPicked?: (hospital: ReferenceItem | null) => void;
}) {
  const hospitals = useReferenceList('healthcareproviders');
  return (
    <SelectField
      name={name}
      label={label}
      required={required}
      loading={hospitals.isLoading}
      options={hospitals.options}
      onPicked={(value) => onPicked?.(hospitals.data?.find((h) => h.id === value) ?? null)}
    />
  );
}
