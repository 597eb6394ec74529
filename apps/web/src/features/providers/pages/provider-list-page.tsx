import { PlusOutlined } from '@ant-design/icons';
import {
  HEALTH_CARE_PROVIDER_MESSAGES as M,
  PROVIDER_SEARCH_MIN_LENGTH,
} from '@scout/domain/admin/health-care-provider.schema';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { paths } from '../../../config/paths.ts';
import { useSearchProviders } from '../api/search-providers.ts';
import { type FilterValues, ProviderFilters } from '../components/provider-filters.tsx';
import { ProviderTable } from '../components/provider-table.tsx';

/** Spec 1 §9: searches wait 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

/** Route /ccmp/health-care-providers: the providers, filtered by name, type, country, jurisdiction. */
export function ProviderListPage() {
  const navigate = useNavigate();
  const name = useDebouncedSearch({ minChars: PROVIDER_SEARCH_MIN_LENGTH, delayMs: SEARCH_DEBOUNCE_MS });
  const [filters, setFilters] = useState<FilterValues>({
    type: undefined,
    countryId: undefined,
    jurisdictionId: undefined,
  });
  const providers = useSearchProviders({
    keyword: name.keyword,
    healthCareProviderType: filters.type,
    countryId: filters.countryId,
    jurisdictionId: filters.jurisdictionId,
  });

  return (
    <>
      <PageHeading
        title="Health Care Providers"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(paths.admin.healthCareProviderCreate.getHref())}
          >
            Create
          </Button>
        }
      />
      <Flex vertical gap={8}>
        <ProviderFilters
          nameText={name.text}
          onNameText={name.setText}
          values={filters}
          onChange={setFilters}
        />
        {providers.isError ? (
          <Alert type="error" showIcon title={M.loadFailed} />
        ) : (
          <ProviderTable providers={providers.data ?? []} loading={providers.isFetching || name.waiting} />
        )}
      </Flex>
    </>
  );
}
