import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import Button from 'antd/es/button';
import { Result } from '../../components/ui/lazy-result.tsx';

/** Configuration, provider discovery or the sign-in callback failed (spec 1 §8). */
export function AuthInitError({ detail, onRetry }: { detail?: string | null; onRetry?: () => void }) {
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <main id="main-content" className="page-content">
      <Result
        status="error"
        title={SHELL_MESSAGES.authInitError}
        subTitle={
          <>
            <p>{SHELL_MESSAGES.authInitAdvice}</p>
            {detail ? <p>{detail}</p> : null}
          </>
        }
        extra={
          <Button type="primary" onClick={retry}>
            Retry
          </Button>
        }
      />
    </main>
  );
}
