import { Alert, Card, Empty, Flex, Spin, Typography } from 'antd';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePreviousAddresses } from '../api/get-previous-addresses.ts';
import { formatAddress } from '../lib/patient-display.ts';

/** The addresses the patient had before the current one, newest first, each with when it was replaced (addedAt). */
export function PreviousAddressesCard({ profileId }: { profileId: number }) {
  const addresses = usePreviousAddresses(profileId);
  const rows = [...(addresses.data ?? [])].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  return (
    <Card title="Previous addresses" size="small" className="patient-form__section">
      {addresses.isPending ? <Spin size="small" /> : null}
      {addresses.isError ? <Alert type="error" showIcon title="Unable to load previous addresses" /> : null}
      {addresses.isSuccess && rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No previous addresses" />
      ) : null}
      {rows.length ? (
        <Flex
          vertical
          gap={8}
          component="ul"
          aria-label="Previous addresses"
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
        >
          {rows.map((a) => (
            <li key={a.id}>
              <Typography.Text>{formatAddress(a, a.country)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {a.livesOverseas ? 'Overseas · ' : ''}Until {formatDateTime(a.addedAt)}
              </Typography.Text>
            </li>
          ))}
        </Flex>
      ) : null}
    </Card>
  );
}
