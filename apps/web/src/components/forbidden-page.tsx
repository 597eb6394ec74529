import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { BackHomeButton } from './back-home-button.tsx';
import { Result } from './ui/lazy-result.tsx';

/** Shown by a guarded route when the user's current record lacks the right. */
export function ForbiddenPage() {
  return <Result status="403" title="403" subTitle={SHELL_MESSAGES.forbidden} extra={<BackHomeButton />} />;
}
