import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useReadOnly } from '../../../components/fields/read-only.ts';
import { useStrokeHospitals } from '../api/lookups.ts';
import type { StrokeArea } from '../api/stroke-area.ts';

/**
 * Fills a hospital's address from the area's hospitals lookup (spec 3 §3.1) when the user picks
 * the hospital: only while the hospital field is edited (loading or reloading the record leaves
 * the stored address alone); the address stays editable.
 */
export function useHospitalAddress(area: StrokeArea, hospitalPath: string, addressPath: string) {
  const { control, setValue, getValues, getFieldState } = useFormContext();
  const readOnly = useReadOnly();
  const hospitals = useStrokeHospitals(area);
  const id = useWatch({ control, name: hospitalPath }) as number | null | undefined;
  const { byId } = hospitals;
  useEffect(() => {
    if (readOnly || !getFieldState(hospitalPath).isDirty) return;
    const address = (id != null && byId.get(id)?.address) || null;
    // Set only a change: setting the same value re-renders the form, which must not loop.
    if (getValues(addressPath) !== address) setValue(addressPath, address, { shouldDirty: true });
  }, [id, byId, readOnly, hospitalPath, addressPath, getFieldState, getValues, setValue]);
}
