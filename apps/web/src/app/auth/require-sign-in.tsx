import { useEffect, useState } from 'react';
import { PageSpinner, reloadPage } from '../../components/page-spinner.tsx';
import { ensureSignedIn } from '../../lib/auth.ts';
import { useUserManager } from '../../lib/shell-services.tsx';
import { AuthInitError } from './auth-init-error.tsx';
import { CurrentUserGate } from './current-user-gate.tsx';

type SignInStatus = 'checking' | 'signed-in' | 'redirecting' | 'failed';

/**
 * Every route but the callback: with no valid user, sign in (remembering where the user was
 * going); then load the user's current record and render the app.
 */
export function RequireSignIn() {
  const userManager = useUserManager();
  const [status, setStatus] = useState<SignInStatus>('checking');

  useEffect(() => {
    let active = true;
    ensureSignedIn(userManager).then(
      (signedIn) => active && setStatus(signedIn ? 'signed-in' : 'redirecting'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [userManager]);

  if (status === 'failed') return <AuthInitError />;
  if (status !== 'signed-in') return <PageSpinner label="Signing in" onRetry={reloadPage} />;
  return <CurrentUserGate />;
}
