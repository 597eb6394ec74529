import { INTEGRATION_TEST_MESSAGES as M } from '@scout/domain/admin/integration-testing.schema';
import { Alert, App, Button, Col, Row } from 'antd';
import { useEffect, useState } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { useTestConfig } from '../api/get-test-config.ts';
import { sendTestEmail } from '../api/send-test-email.ts';
import { sendTestFax } from '../api/send-test-fax.ts';
import { sendTestFile } from '../api/send-test-file.ts';
import { testReachApi } from '../api/test-reach-api.ts';
import { EmailTestCard, FaxTestCard, FileTestCard, ReachTestCard } from '../components/test-cards.tsx';
import type { TestOutcome } from '../components/test-result-alert.tsx';

type Kind = 'email' | 'fax' | 'file' | 'reach';
const FAILURE_TOASTS: Record<Kind, string> = {
  email: M.emailFailed,
  fax: M.faxFailed,
  file: M.fileFailed,
  reach: M.reachFailed,
};

/**
 * Route /ccmp/integration-testing (spec 1 §2): test e-mail (with the template list), test fax,
 * dummy file upload, read-only reach API call, and all four with the configured defaults.
 */
export function IntegrationTestingPage() {
  const api = useApiClient();
  const { message } = App.useApp();
  const config = useTestConfig();
  const [outcomes, setOutcomes] = useState<Record<Kind, TestOutcome | null>>({
    email: null,
    fax: null,
    file: null,
    reach: null,
  });
  const [running, setRunning] = useState<Record<Kind, boolean>>({
    email: false,
    fax: false,
    file: false,
    reach: false,
  });

  useEffect(() => {
    if (config.isError) void message.error(M.loadConfigFailed);
  }, [config.isError, message]);

  async function run(kind: Kind, call: () => Promise<TestOutcome>) {
    setRunning((r) => ({ ...r, [kind]: true }));
    setOutcomes((o) => ({ ...o, [kind]: null }));
    let outcome: TestOutcome;
    try {
      outcome = await call();
    } catch (error) {
      outcome = { success: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (!outcome.success) void message.error(FAILURE_TOASTS[kind]);
    setOutcomes((o) => ({ ...o, [kind]: outcome }));
    setRunning((r) => ({ ...r, [kind]: false }));
  }

  const defaults = config.data ?? { email: '', fax: '', testFileName: '' };
  const runAll = () => {
    const d = config.data;
    if (!d) return;
    void run('email', () => sendTestEmail(api, { email: d.email, emailOption: 'test' }));
    void run('fax', () => sendTestFax(api, { fax: d.fax }));
    void run('file', () => sendTestFile(api, { testFileName: d.testFileName }));
    void run('reach', () => testReachApi(api));
  };

  return (
    <>
      <PageHeading
        title="Integration Testing"
        extra={
          <Button
            type="primary"
            onClick={runAll}
            disabled={!config.data}
            loading={Object.values(running).some(Boolean)}
          >
            Run all default tests
          </Button>
        }
      />
      {config.isError ? (
        <Alert type="error" showIcon title={M.loadConfigFailed} style={{ marginBottom: 16 }} />
      ) : null}
      {/* The fields start from the defaults, so the cards wait for them (or for their failure). */}
      {config.isPending ? (
        <PageSpinner />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <EmailTestCard
              defaults={{ email: defaults.email, emailOption: 'test' }}
              running={running.email}
              outcome={outcomes.email}
              onRun={(input) => void run('email', () => sendTestEmail(api, input))}
            />
          </Col>
          <Col xs={24} lg={12}>
            <FaxTestCard
              defaults={{ fax: defaults.fax }}
              running={running.fax}
              outcome={outcomes.fax}
              onRun={(input) => void run('fax', () => sendTestFax(api, input))}
            />
          </Col>
          <Col xs={24} lg={12}>
            <FileTestCard
              defaults={{ testFileName: defaults.testFileName }}
              running={running.file}
              outcome={outcomes.file}
              onRun={(input) => void run('file', () => sendTestFile(api, input))}
            />
          </Col>
          <Col xs={24} lg={12}>
            <ReachTestCard
              running={running.reach}
              outcome={outcomes.reach}
              onRun={() => void run('reach', () => testReachApi(api))}
            />
          </Col>
        </Row>
      )}
    </>
  );
}
