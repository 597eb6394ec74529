import { INTEGRATION_TEST_MESSAGES as M } from '@scout/domain/admin/integration-testing.schema';
import { Alert } from 'antd';

export interface TestOutcome {
  success: boolean;
  message: string;
}

/** Spec 1 §2: each test shows a Success or Failed alert (with what the service said). */
export function TestResultAlert({ outcome, testId }: { outcome: TestOutcome | null; testId: string }) {
  if (!outcome) return null;
  return (
    <Alert
      data-testid={`${testId}-result`}
      type={outcome.success ? 'success' : 'error'}
      showIcon
      title={outcome.success ? M.success : M.failed}
      description={outcome.message}
    />
  );
}
