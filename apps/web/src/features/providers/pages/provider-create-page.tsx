import { PageHeading } from '../../../components/page-heading.tsx';
import { ProviderForm } from '../forms/provider/provider-form.tsx';

/** Route /ccmp/health-care-providers/create. */
export function ProviderCreatePage() {
  return (
    <>
      <PageHeading title="Create Health Care Provider" />
      <ProviderForm provider={null} />
    </>
  );
}
