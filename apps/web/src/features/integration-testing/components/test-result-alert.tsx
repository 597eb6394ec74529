import { INTEGRATION_TEST_MESSAGES as M } from '@scout/domain/admin/integration-testing.schema';
import type { OutboundStatus } from '@scout/domain/admin/outbox.schema';
import { Alert } from 'antd';

export interface TestOutcome {
  success: boolean;
  /** Absent on an outcome the page made itself (a call that failed before any answer). */
  status?: OutboundStatus;
  message: string;
}

/**
 * Spec 1 §2: each test shows a Success or Failed alert (with what the service said). A message only
 * kept in the Outbox (no gateway configured) was not delivered, so it never says Success (issue 24).
 */
export function TestResultAlert({ outcome, testId }: { outcome: TestOutcome | null; testId: string }) {
  if (!outcome) return null;
  const recorded = outcome.success && outcome.status === 'recorded';
  return (
    <Alert
      data-testid={`${testId}-result`}
      type={recorded ? 'warning' : outcome.success ? 'success' : 'error'}
      showIcon
      title={recorded ? M.recordedNotDelivered : outcome.success ? M.success : M.failed}
      description={outcome.message}
    />
  );
}
