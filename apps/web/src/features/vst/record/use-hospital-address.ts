import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useReadOnly } from '../../../components/fields/read-only.ts';
import { useVstHospitals } from '../api/get-lookups.ts';

/**
 * Fills a hospital's address from the hospitals lookup (spec 3 §3.1) when the user picks the
 * hospital: only while the hospital field is edited (loading or reloading the record leaves the
 * stored address alone); the address stays editable.
 */
export function useHospitalAddress(hospitalPath: string, addressPath: string) {
  const { control, setValue, getFieldState } = useFormContext();
  const readOnly = useReadOnly();
  const hospitals = useVstHospitals();
  const id = useWatch({ control, name: hospitalPath }) as number | null | undefined;
  const { byId } = hospitals;
  useEffect(() => {
    if (readOnly || !getFieldState(hospitalPath).isDirty) return;
    setValue(addressPath, (id != null && byId.get(id)?.address) || null, { shouldDirty: true });
  }, [id, byId, readOnly, hospitalPath, addressPath, getFieldState, setValue]);
}
