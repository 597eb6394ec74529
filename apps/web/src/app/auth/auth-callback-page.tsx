import type { UserManager } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { returnToFromState } from '../../lib/auth.ts';
import { logInformation } from '../../lib/logging.ts';
import { useApiClient, useUserManager } from '../../lib/shell-services.tsx';
import { AuthInitError } from './auth-init-error.tsx';

/** One exchange per callback URL: the code can be redeemed only once, even if React mounts twice. */
const exchanges = new Map<string, Promise<string>>();

function completeSignIn(userManager: UserManager, api: ApiClient): Promise<string> {
  const url = window.location.href;
  let exchange = exchanges.get(url);
  if (!exchange) {
    exchange = userManager.signinRedirectCallback(url).then((user) => {
      void logInformation(api, 'User signed in');
      return returnToFromState(user.state);
    });
    exchanges.set(url, exchange);
  }
  return exchange;
}

/** The provider's error text (error_description), when it sent one. */
function describeSignInError(error: unknown): string | null {
  if (error && typeof error === 'object' && 'error_description' in error) {
    const text = error.error_description;
    if (typeof text === 'string' && text) return text;
  }
  return null;
}

/** /auth/callback: redeems the code and goes back to the page the user asked for. */
export function AuthCallbackPage() {
  const userManager = useUserManager();
  const api = useApiClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);

  useEffect(() => {
    let active = true;
    completeSignIn(userManager, api).then(
      (returnTo) => active && navigate(returnTo, { replace: true }),
      (error: unknown) => active && setFailure({ detail: describeSignInError(error) }),
    );
    return () => {
      active = false;
    };
  }, [userManager, api, navigate]);

  if (failure) {
    return (
      <AuthInitError detail={failure.detail} onRetry={() => window.location.assign(paths.home.getHref())} />
    );
  }
  return <PageSpinner label="Signing in" />;
}
