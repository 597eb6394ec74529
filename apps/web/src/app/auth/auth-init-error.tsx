import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { Button, Layout, Result, Typography } from 'antd';

/** Configuration, provider discovery or the sign-in callback failed (spec 1 §8). */
export function AuthInitError({ detail, onRetry }: { detail?: string | null; onRetry?: () => void }) {
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <Layout.Content id="main-content" className="page-content">
      <Result
        status="error"
        title={SHELL_MESSAGES.authInitError}
        subTitle={
          <>
            <Typography.Paragraph>{SHELL_MESSAGES.authInitAdvice}</Typography.Paragraph>
            {detail ? <Typography.Paragraph type="secondary">{detail}</Typography.Paragraph> : null}
          </>
        }
        extra={
          <Button type="primary" onClick={retry}>
            Retry
          </Button>
        }
      />
    </Layout.Content>
  );
}
