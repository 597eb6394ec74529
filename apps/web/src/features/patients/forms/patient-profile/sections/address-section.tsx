import { STATE_OPTIONS } from '@scout/domain/admin/provider-types';
import { addressFieldsFromSearchResult } from '@scout/domain/patients/lookups.schema';
import { ADDRESS_REQUIRED_FIELDS } from '@scout/domain/patients/patient-profile.schema';
import { Alert, Card, Col, Input, Row, Select, Switch } from 'antd';
import { Controller, type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { AddressSearch } from '../../../components/address-search.tsx';
import { CountrySelect } from '../../../components/country-select.tsx';
import { errorAt, FieldItem } from '../field-item.tsx';
import type { PatientFormValues } from '../form-values.ts';

type AddressTextField =
  | 'addressUnitOrRoomNumber'
  | 'addressStreetNumber'
  | 'addressStreetName'
  | 'addressSuburb'
  | 'addressPostcode';

const TEXT_FIELDS: {
  name: AddressTextField;
  label: string;
  id: string;
  /** Required unless the patient lives overseas. */
  required: boolean;
  span: number;
}[] = [
  {
    name: 'addressUnitOrRoomNumber',
    label: 'Unit/Room',
    id: 'patient-address-unit',
    required: false,
    span: 6,
  },
  {
    name: 'addressStreetNumber',
    label: 'Street number',
    id: 'patient-address-number',
    required: true,
    span: 6,
  },
  { name: 'addressStreetName', label: 'Street name', id: 'patient-address-street', required: true, span: 12 },
  { name: 'addressSuburb', label: 'Suburb', id: 'patient-address-suburb', required: true, span: 12 },
];

const WATCHED = ['livesOverseas', ...ADDRESS_REQUIRED_FIELDS] as const;

/**
 * The schema puts 'An address must be selected or entered manually' on the non-field path
 * 'address', which no field change re-validates: it is shown while the address is still
 * incomplete and goes away once every required part is there (or the patient lives overseas).
 */
function addressError(errors: FieldErrors<PatientFormValues>, watched: readonly unknown[]) {
  const message = errorAt(errors, 'address');
  const [livesOverseas, ...required] = watched;
  if (!message || livesOverseas) return undefined;
  const complete = required.every((value) =>
    typeof value === 'string' ? value.trim() !== '' : value != null,
  );
  return complete ? undefined : message;
}

/**
 * Current address: picked from the address search (which fills the fields) or typed in. For a
 * patient living overseas only the country is required.
 */
export function AddressSection() {
  const {
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<PatientFormValues>();
  // Only the parts the address rules look at: watching the whole form would re-render this
  // section on every keystroke anywhere.
  const watched = useWatch({ control, name: WATCHED });
  const livesOverseas = Boolean(watched[0]);
  const message = addressError(errors, watched);

  return (
    <Card title="Address" size="small" className="patient-form__section">
      {message ? <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <FieldItem label="Lives overseas" htmlFor="patient-lives-overseas">
            <Controller
              name="livesOverseas"
              control={control}
              render={({ field }) => (
                <Switch
                  id="patient-lives-overseas"
                  checked={field.value ?? false}
                  onChange={(checked) => field.onChange(checked)}
                />
              )}
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={18}>
          <FieldItem
            label="Search address"
            htmlFor="patient-address-search"
            extra="Pick a result to fill in the address, or enter it below"
          >
            <AddressSearch
              id="patient-address-search"
              onPick={(result) => {
                const address = addressFieldsFromSearchResult(result);
                const options = { shouldDirty: true, shouldValidate: isSubmitted };
                setValue('livesOverseas', address.livesOverseas, options);
                for (const { name } of TEXT_FIELDS) setValue(name, address[name] ?? '', options);
                setValue('addressPostcode', address.addressPostcode ?? '', options);
                setValue('addressState', address.addressState, options);
                setValue('addressCountryCode', address.addressCountryCode, options);
              }}
            />
          </FieldItem>
        </Col>
        {TEXT_FIELDS.map(({ name, label, id, required, span }) => (
          <Col xs={24} md={span} key={name}>
            <FieldItem
              label={label}
              htmlFor={id}
              required={required && !livesOverseas}
              error={errorAt(errors, name)}
            >
              <Controller
                name={name}
                control={control}
                render={({ field, fieldState }) => (
                  <Input
                    {...field}
                    value={field.value ?? ''}
                    id={id}
                    autoComplete="off"
                    aria-invalid={fieldState.invalid || undefined}
                  />
                )}
              />
            </FieldItem>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <FieldItem
            label="State"
            htmlFor="patient-address-state"
            required={!livesOverseas}
            error={errorAt(errors, 'addressState')}
          >
            <Controller
              name="addressState"
              control={control}
              render={({ field, fieldState }) => (
                <Select<string | null>
                  id="patient-address-state"
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? null)}
                  onBlur={field.onBlur}
                  allowClear
                  placeholder="Select"
                  options={STATE_OPTIONS.map((s) => ({ value: s.value, label: s.label }))}
                  status={fieldState.invalid ? 'error' : undefined}
                />
              )}
            />
          </FieldItem>
        </Col>
        <Col xs={12} md={6}>
          <FieldItem
            label="Postcode"
            htmlFor="patient-address-postcode"
            required={!livesOverseas}
            error={errorAt(errors, 'addressPostcode')}
          >
            <Controller
              name="addressPostcode"
              control={control}
              render={({ field, fieldState }) => (
                <Input
                  {...field}
                  value={field.value ?? ''}
                  id="patient-address-postcode"
                  autoComplete="off"
                  aria-invalid={fieldState.invalid || undefined}
                />
              )}
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={12}>
          <FieldItem
            label="Country"
            htmlFor="patient-address-country"
            required
            error={errorAt(errors, 'addressCountryCode')}
          >
            <Controller
              name="addressCountryCode"
              control={control}
              render={({ field, fieldState }) => (
                <CountrySelect
                  id="patient-address-country"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={fieldState.invalid}
                />
              )}
            />
          </FieldItem>
        </Col>
      </Row>
    </Card>
  );
}
