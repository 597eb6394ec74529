import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../../components/fields/select-field.tsx';
import type { StrokeFieldKindComponent } from '../../../stroke/record/fields/declarations.ts';
import { useVstMedications } from '../../api/get-lookups.ts';

/** Medication names (GET /api/vst/medications), several; names no longer listed stay shown and kept. */
export const MedicationsSelect: StrokeFieldKindComponent = ({ base }) => {
  const medications = useVstMedications();
  const current = useWatch({ name: base.name }) as unknown;
  const known = new Set(medications.options.map((o) => o.value));
  const kept = (Array.isArray(current) ? current : []).filter(
    (v): v is string => typeof v === 'string' && !known.has(v),
  );
  const options = [...medications.options, ...kept.map((v) => ({ value: v, label: v }))];
  return <SelectField {...base} multiple options={options} loading={medications.isLoading} />;
};
