import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { ShellButton, ShellResult } from '../../components/shell-ui/shell-ui.tsx';

/** Configuration, provider discovery or the sign-in callback failed (spec 1 §8). Plain React: no antd before the shell. */
export function AuthInitError({ detail, onRetry }: { detail?: string | null; onRetry?: () => void }) {
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <main id="main-content" className="page-content">
      <ShellResult
        status="error"
        title={SHELL_MESSAGES.authInitError}
        subTitle={
          <>
            <p>{SHELL_MESSAGES.authInitAdvice}</p>
            {detail ? <p>{detail}</p> : null}
          </>
        }
        extra={
          <ShellButton variant="primary" onClick={retry}>
            Retry
          </ShellButton>
        }
      />
    </main>
  );
}
