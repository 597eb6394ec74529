import { type ReactNode, useEffect, useState } from 'react';
import { PageSpinner, reloadPage } from '../../components/page-spinner.tsx';
import { type ShellServices, ShellServicesProvider } from '../../lib/shell-services.tsx';
import { AuthInitError } from '../auth/auth-init-error.tsx';
import { bootShell } from './boot-shell.ts';

type BootState = { status: 'loading' } | { status: 'ready'; services: ShellServices } | { status: 'failed' };

/** Renders its children once configuration and sign-in services exist. */
export function BootGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<BootState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    bootShell().then(
      (services) => active && setState({ status: 'ready', services }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);

  if (state.status === 'failed') return <AuthInitError />;
  if (state.status === 'loading') return <PageSpinner label="Starting SCOUT" onRetry={reloadPage} />;
  return <ShellServicesProvider value={state.services}>{children}</ShellServicesProvider>;
}
