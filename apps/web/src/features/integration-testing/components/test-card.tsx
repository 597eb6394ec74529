import { Button, Card, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import { type TestOutcome, TestResultAlert } from './test-result-alert.tsx';

/** One integration test: its fields, its button and its last outcome. */
export function TestCard({
  title,
  testId,
  buttonText,
  running,
  outcome,
  onSubmit,
  children,
}: {
  title: string;
  testId: string;
  buttonText: string;
  running: boolean;
  outcome: TestOutcome | null;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      <Form layout="vertical" onFinish={onSubmit} aria-label={title}>
        {children}
        <Flex vertical gap={12}>
          <Button type="primary" htmlType="submit" loading={running} style={{ alignSelf: 'flex-start' }}>
            {buttonText}
          </Button>
          <TestResultAlert outcome={outcome} testId={testId} />
        </Flex>
      </Form>
    </Card>
  );
}
