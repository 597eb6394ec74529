import { STATE_OPTIONS } from '@scout/domain/admin/provider-types';
import { addressFieldsFromSearchResult } from '@scout/domain/patients/lookups.schema';
import { ADDRESS_REQUIRED_FIELDS } from '@scout/domain/patients/patient-profile.schema';
import { Alert, Card, Col, Form, Row } from 'antd';
import { type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '../../../../../components/fields/choice-fields.tsx';
import { optionsOf, SelectField } from '../../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';
import { AddressSearch } from '../../../components/address-search.tsx';
import { CountryField } from '../country-field.tsx';
import { errorAt } from '../form-errors.ts';
import type { PatientFormValues } from '../form-values.ts';

/** The typed parts of the street address, in the order shown; `required` unless overseas. */
const STREET_FIELDS = [
  { name: 'addressUnitOrRoomNumber', label: 'Unit/Room', id: 'patient-address-unit', required: false, md: 6 },
  {
    name: 'addressStreetNumber',
    label: 'Street number',
    id: 'patient-address-number',
    required: true,
    md: 6,
  },
  { name: 'addressStreetName', label: 'Street name', id: 'patient-address-street', required: true, md: 12 },
  { name: 'addressSuburb', label: 'Suburb', id: 'patient-address-suburb', required: true, md: 12 },
] as const;

const STATES = optionsOf(STATE_OPTIONS);

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
          <SwitchField name="livesOverseas" label="Lives overseas" id="patient-lives-overseas" />
        </Col>
        <Col xs={24} md={18}>
          <Form.Item
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
                for (const { name } of STREET_FIELDS) setValue(name, address[name] ?? '', options);
                setValue('addressPostcode', address.addressPostcode ?? '', options);
                setValue('addressState', address.addressState, options);
                setValue('addressCountryCode', address.addressCountryCode, options);
              }}
            />
          </Form.Item>
        </Col>
        {STREET_FIELDS.map(({ name, label, id, required, md }) => (
          <Col xs={24} md={md} key={name}>
            <TextField name={name} label={label} id={id} required={required && !livesOverseas} />
          </Col>
        ))}
        <Col xs={12} md={6}>
          <SelectField
            name="addressState"
            label="State"
            id="patient-address-state"
            required={!livesOverseas}
            options={STATES}
            placeholder="Select"
            searchable={false}
          />
        </Col>
        <Col xs={12} md={6}>
          <TextField
            name="addressPostcode"
            label="Postcode"
            id="patient-address-postcode"
            required={!livesOverseas}
          />
        </Col>
        <Col xs={24} md={12}>
          <CountryField name="addressCountryCode" label="Country" id="patient-address-country" required />
        </Col>
      </Row>
    </Card>
  );
}
