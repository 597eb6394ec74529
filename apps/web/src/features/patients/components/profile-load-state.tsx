import { Alert } from 'antd';
import { PageSpinner } from '../../../components/page-spinner.tsx';

/** What a profile page shows until its profile is there: a spinner, or why it failed. */
export function ProfileLoadState({ invalid, isError }: { invalid: boolean; isError: boolean }) {
  if (invalid) return null;
  if (isError) return <Alert type="error" showIcon title="Unable to load the patient profile" />;
  return <PageSpinner label="Loading patient profile" />;
}
