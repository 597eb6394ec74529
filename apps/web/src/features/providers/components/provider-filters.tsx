import { PROVIDER_SEARCH_MIN_LENGTH } from '@scout/domain/admin/health-care-provider.schema';
import { Col, Form, Input, Row, Select } from 'antd';
import { namedClear } from '../../../components/named-clear.tsx';
import { useJurisdictionOptions } from '../api/get-jurisdictions.ts';
import { useCountryOptions } from '../api/get-participating-countries.ts';
import { useProviderTypes } from '../api/get-provider-types.ts';

export interface FilterValues {
  type: string | undefined;
  countryId: number | undefined;
  jurisdictionId: number | undefined;
}

/** The list filters of spec 1 §2: name (searched from 3 characters), type, country, jurisdiction. */
export function ProviderFilters({
  nameText,
  onNameText,
  values,
  onChange,
}: {
  nameText: string;
  onNameText: (text: string) => void;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}) {
  const types = useProviderTypes();
  const countries = useCountryOptions();
  const jurisdictions = useJurisdictionOptions(values.countryId);
  const short = nameText.trim().length > 0 && nameText.trim().length < PROVIDER_SEARCH_MIN_LENGTH;

  return (
    <Form layout="vertical" role="search" aria-label="Filter health care providers">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            label="Name"
            htmlFor="provider-filter-name"
            help={short ? `Type at least ${PROVIDER_SEARCH_MIN_LENGTH} characters` : undefined}
          >
            <Input
              id="provider-filter-name"
              allowClear={namedClear('name filter')}
              value={nameText}
              onChange={(e) => onNameText(e.target.value)}
              placeholder="Name or common name"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Type" htmlFor="provider-filter-type">
            <Select<string>
              id="provider-filter-type"
              allowClear
              placeholder="Any type"
              value={values.type}
              onChange={(type) => onChange({ ...values, type })}
              options={(types.data ?? []).map((t) => ({ value: t, label: t }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item label="Country" htmlFor="provider-filter-country">
            <Select<number>
              id="provider-filter-country"
              allowClear
              placeholder="Any country"
              value={values.countryId}
              onChange={(countryId) => onChange({ ...values, countryId, jurisdictionId: undefined })}
              options={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item label="Jurisdiction" htmlFor="provider-filter-jurisdiction">
            <Select<number>
              id="provider-filter-jurisdiction"
              allowClear
              placeholder={values.countryId ? 'Any jurisdiction' : 'Choose a country first'}
              disabled={!values.countryId}
              value={values.jurisdictionId}
              onChange={(jurisdictionId) => onChange({ ...values, jurisdictionId })}
              options={(jurisdictions.data ?? []).map((j) => ({ value: j.id, label: j.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
