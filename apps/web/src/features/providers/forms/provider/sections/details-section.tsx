import { Card, Col, Row, Select } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '../../../../../components/fields/choice-fields.tsx';
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
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="name" label="Name" id="provider-name" required />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="nickName" label="Common name" id="provider-nick-name" required />
        </Col>
        <Col xs={24} md={8}>
          <FieldRow label="Type" htmlFor="provider-type" path="healthCareProviderType" required>
            <Controller
              name="healthCareProviderType"
              control={control}
              render={({ field, fieldState }) => (
                <Select<string>
                  id="provider-type"
                  value={field.value ?? undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Select a type"
                  loading={types.isPending}
                  options={(types.data ?? []).map((t) => ({ value: t, label: t }))}
                  status={fieldState.invalid ? 'error' : undefined}
                  aria-invalid={fieldState.invalid || undefined}
                />
              )}
            />
          </FieldRow>
        </Col>
        <Col xs={24} md={8}>
          <FieldRow label="Country" htmlFor="provider-country" path="countryId" required>
            <Controller
              name="countryId"
              control={control}
              render={({ field, fieldState }) => (
                <Select<number>
                  id="provider-country"
                  value={field.value ?? undefined}
                  onChange={(next) => {
                    field.onChange(next);
                    // A jurisdiction belongs to one country: choosing another country clears it.
                    setValue('jurisdictionId', undefined as unknown as number, { shouldDirty: true });
                  }}
                  onBlur={field.onBlur}
                  placeholder="Select a country"
                  loading={countries.isPending}
                  options={countryOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  status={fieldState.invalid ? 'error' : undefined}
                  aria-invalid={fieldState.invalid || undefined}
                />
              )}
            />
          </FieldRow>
        </Col>
        <Col xs={24} md={8}>
          <FieldRow label="Jurisdiction" htmlFor="provider-jurisdiction" path="jurisdictionId" required>
            <Controller
              name="jurisdictionId"
              control={control}
              render={({ field, fieldState }) => (
                <Select<number>
                  id="provider-jurisdiction"
                  value={field.value ?? undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={countryId ? 'Select a jurisdiction' : 'Select a country first'}
                  disabled={!countryId}
                  loading={jurisdictions.isFetching}
                  options={jurisdictionOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  status={fieldState.invalid ? 'error' : undefined}
                  aria-invalid={fieldState.invalid || undefined}
                />
              )}
            />
          </FieldRow>
        </Col>
        <Col xs={24} md={8}>
          <SwitchField name="isActive" label="Active" id="provider-active" />
        </Col>
      </Row>
    </Card>
  );
}
