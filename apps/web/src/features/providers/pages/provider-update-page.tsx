import { HEALTH_CARE_PROVIDER_MESSAGES as M } from '@scout/domain/admin/health-care-provider.schema';
import { Alert, Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useProvider } from '../api/get-provider.ts';
import { ProviderForm } from '../forms/provider/provider-form.tsx';

/** Route /ccmp/health-care-providers/{id}/update. */
export function ProviderUpdatePage() {
  const { id } = useParams();
  const providerId = Number(id);
  const valid = Number.isSafeInteger(providerId) && providerId > 0;
  const provider = useProvider(valid ? providerId : 0);

  const navigate = useNavigate();
  const back = (
    <Button onClick={() => navigate(paths.admin.healthCareProviders.getHref())}>Back to the list</Button>
  );
  if (!valid || (provider.isError && isApiRequestError(provider.error) && provider.error.status === 404)) {
    return (
      <>
        <PageHeading title="Update Health Care Provider" />
        <Alert type="warning" showIcon title="This health care provider does not exist." action={back} />
      </>
    );
  }
  if (provider.isError) {
    return (
      <>
        <PageHeading title="Update Health Care Provider" />
        <Alert type="error" showIcon title={M.loadFailed} action={back} />
      </>
    );
  }
  if (provider.isPending) return <PageSpinner />;
  return (
    <>
      <PageHeading title="Update Health Care Provider" subtitle={provider.data.name} />
      {/* Keyed by id: another provider's page starts a fresh form. */}
      <ProviderForm key={provider.data.id} provider={provider.data} />
    </>
  );
}
