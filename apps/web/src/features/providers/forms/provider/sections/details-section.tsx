import { Card, Select } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '../../../../../components/fields/choice-fields.tsx';
import { FieldGrid, GridGroup } from '../../../../../components/fields/field-grid.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';
import { useJurisdictionOptions } from '../../../api/get-jurisdictions.ts';
import { useCountryOptions } from '../../../api/get-participating-countries.ts';
import { useProviderTypes } from '../../../api/get-provider-types.ts';
import { FieldRow } from '../fields.tsx';
import type { ProviderFormValues } from '../form-values.ts';

/** Name, common name, type, country, jurisdiction (all required, spec 1 §5) and the active flag. */
export function DetailsSection({
  savedCountry,
}: {
  savedCountry?: { id: number; name: string } | undefined;
}) {
  const { control, setValue } = useFormContext<ProviderFormValues>();
  const countryId = useWatch({ control, name: 'countryId' });
  const types = useProviderTypes();
  const countries = useCountryOptions();
  const jurisdictions = useJurisdictionOptions(countryId);

  // A provider may sit in a country that has since left the participating list: keep it offered.
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (savedCountry && !countryOptions.some((o) => o.value === savedCountry.id)) {
    countryOptions.push({ value: savedCountry.id, label: savedCountry.name });
  }
  // New providers go into active jurisdictions; the current one stays offered even if inactive.
  const jurisdictionOptions = (jurisdictions.data ?? []).map((j) => ({
    value: j.id,
    label: j.isActive ? j.name : `${j.name} (inactive)`,
  }));

  return (
    <Card title="Details" size="small">
      <FieldGrid>
        <TextField name="name" label="Name" id="provider-name" required />
        <TextField name="nickName" label="Common name" id="provider-nick-name" required />
        <GridGroup col={{ xs: 24, md: 8 }}>
          <DetailsSelect<string>
            name="healthCareProviderType"
            label="Type"
            id="provider-type"
            placeholder="Select a type"
            loading={types.isPending}
            options={(types.data ?? []).map((t) => ({ value: t, label: t }))}
          />
          <DetailsSelect<number>
            name="countryId"
            label="Country"
            id="provider-country"
            placeholder="Select a country"
            loading={countries.isPending}
            options={countryOptions}
            searchable
            // A jurisdiction belongs to one country: choosing another country clears it.
            onPicked={() => setValue('jurisdictionId', undefined as unknown as number, { shouldDirty: true })}
          />
          <DetailsSelect<number>
            name="jurisdictionId"
            label="Jurisdiction"
            id="provider-jurisdiction"
            placeholder={countryId ? 'Select a jurisdiction' : 'Select a country first'}
            disabled={!countryId}
            loading={jurisdictions.isFetching}
            options={jurisdictionOptions}
            searchable
          />
          <SwitchField name="isActive" label="Active" id="provider-active" />
        </GridGroup>
      </FieldGrid>
    </Card>
  );
}

/** A required select of the details, its error from react-hook-form; `searchable` filters by label. */
function DetailsSelect<V extends string | number>({
  name,
  label,
  id,
  placeholder,
  loading,
  options,
  searchable,
  disabled,
  onPicked,
}: {
  name: 'healthCareProviderType' | 'countryId' | 'jurisdictionId';
  label: string;
  id: string;
  placeholder: string;
  loading: boolean;
  options: { value: V; label: string }[];
  searchable?: boolean;
  disabled?: boolean;
  onPicked?: () => void;
}) {
  const { control } = useFormContext<ProviderFormValues>();
  return (
    <FieldRow label={label} htmlFor={id} path={name} required>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <Select<V>
            id={id}
            value={(field.value as V | null | undefined) ?? undefined}
            onChange={(next) => {
              field.onChange(next);
              onPicked?.();
            }}
            onBlur={field.onBlur}
            placeholder={placeholder}
            disabled={disabled}
            loading={loading}
            options={options}
            showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
            status={fieldState.invalid ? 'error' : undefined}
            aria-invalid={fieldState.invalid || undefined}
          />
        )}
      />
    </FieldRow>
  );
}
