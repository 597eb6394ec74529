import { COUNTRY_MESSAGES, type Country } from '@scout/domain/admin/jurisdiction.schema';
import { Alert, App, Empty, Flex } from 'antd';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useParticipatingCountries } from '../api/get-participating-countries.ts';
import { useToggleParticipating } from '../api/set-participating.ts';
import { AddCountrySearch } from '../components/add-country-search.tsx';
import { CountryJurisdictions } from '../components/country-jurisdictions.tsx';

/**
 * Route /ccmp/countries (spec 1 §2): the participating countries, each with its jurisdictions.
 * Adding and removing a country are the same toggle call (spec 1 §7).
 */
export function CountryManagementPage() {
  const { message } = App.useApp();
  const countries = useParticipatingCountries();
  const toggle = useToggleParticipating();

  async function add(country: Country) {
    try {
      await toggle.mutateAsync(country.id);
      void message.success(`${country.name} added to the participating list`);
    } catch {
      void message.error(COUNTRY_MESSAGES.addFailed(country.name));
    }
  }

  async function remove(country: Country) {
    try {
      await toggle.mutateAsync(country.id);
      void message.success(`${country.name} removed from the participating list`);
    } catch {
      void message.error(COUNTRY_MESSAGES.removeFailed(country.name));
    }
  }

  const removingId = toggle.isPending ? toggle.variables : undefined;

  return (
    <>
      <PageHeading
        title="Country Management"
        subtitle="Participating countries and their jurisdictions"
        extra={<AddCountrySearch onAdd={add} adding={toggle.isPending} />}
      />
      {countries.isError ? (
        <Alert type="error" showIcon title={COUNTRY_MESSAGES.loadCountriesFailed} />
      ) : countries.isPending ? (
        <PageSpinner />
      ) : countries.data.length === 0 ? (
        <Empty description="No participating countries. Add one with the search above." />
      ) : (
        <Flex vertical gap={16}>
          {countries.data.map((country) => (
            <CountryJurisdictions
              key={country.id}
              country={country}
              onRemove={remove}
              removing={removingId === country.id}
            />
          ))}
        </Flex>
      )}
    </>
  );
}
