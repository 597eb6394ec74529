import {
  diagnosisCategoryAfterFailureChange,
  filterDiagnosisCategories,
} from '@scout/domain/ecmo/clinical-rules';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid, GridGroup } from '../../../../components/fields/field-grid.tsx';
import { SelectField } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { type EcmoLookupItem, lookupOptions, useEcmoLookup } from '../../api/get-lookup.ts';

type Category = { id: number; name: string; primaryOrganFailureId: number };
type Lookup = { id: number; name: string };

const asLookups = (items: readonly EcmoLookupItem[] | undefined): Lookup[] =>
  (items ?? []).map((i) => ({ id: Number(i.id), name: i.name }));
const asCategories = (items: readonly EcmoLookupItem[] | undefined): Category[] =>
  (items ?? []).map((i) => ({
    id: Number(i.id),
    name: i.name,
    primaryOrganFailureId: i.primaryOrganFailureId ?? 0,
  }));

/**
 * Diagnosis (spec 2 §3.2, §4.4): 'Combined' primary organ failure shows every category; otherwise
 * the categories of the chosen failure, and a category of another failure is cleared.
 */
export function DiagnosisFields() {
  const { setValue, control } = useFormContext();
  const failures = useEcmoLookup('ecmoprimaryorganfailures');
  const categories = useEcmoLookup('ecmodiagnosiscategories');
  const secondary = useEcmoLookup('ecmosecondarydiagnoses');
  const failureId = useWatch({ control, name: 'diagnosis.primaryOrganFailureId' }) as number | null;
  const categoryId = useWatch({ control, name: 'diagnosis.diagnosisCategoryId' }) as number | null;
  const failureList = asLookups(failures.data);
  const categoryList = asCategories(categories.data);
  const offered = filterDiagnosisCategories(categoryList, failureList, failureId);
  // A stored category stays visible in read-only summaries even before the lookups narrow it.
  const categoryOptions = offered.map((c) => ({ value: c.id, label: c.name }));
  if (categoryId && !offered.some((c) => c.id === categoryId)) {
    const stored = categoryList.find((c) => c.id === categoryId);
    if (stored) categoryOptions.push({ value: stored.id, label: stored.name });
  }
  return (
    <FieldGrid gutter={12}>
      <GridGroup col={{ xs: 24, md: 8 }}>
        <SelectField
          name="diagnosis.primaryOrganFailureId"
          label="Primary organ failure"
          required
          loading={failures.isLoading}
          options={lookupOptions(failures.data)}
          onPicked={(next) =>
            setValue(
              'diagnosis.diagnosisCategoryId',
              diagnosisCategoryAfterFailureChange(
                categoryId,
                categoryList,
                failureList,
                next as number | null,
              ),
              { shouldDirty: true },
            )
          }
        />
        <SelectField
          name="diagnosis.diagnosisCategoryId"
          label="Diagnosis category"
          loading={categories.isLoading}
          options={categoryOptions}
        />
        <SelectField
          name="diagnosis.secondaryDiagnosisIds"
          label="Secondary diagnoses"
          multiple
          loading={secondary.isLoading}
          options={lookupOptions(secondary.data)}
        />
      </GridGroup>
      <TextField name="diagnosis.clinicalHistory" label="Clinical history" multiline />
      <TextField name="diagnosis.pastHistory" label="Past history" multiline />
      <TextField name="diagnosis.previousMedications" label="Previous medications" multiline />
      <TextField name="diagnosis.allergies" label="Allergies" multiline />
    </FieldGrid>
  );
}
