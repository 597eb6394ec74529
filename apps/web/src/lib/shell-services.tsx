import type { ClientConfig } from '@scout/domain/shell/client-config';
import type { UserManager } from 'oidc-client-ts';
import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './api-client.ts';

/** What boot creates once and every part of the app uses: configuration, sign-in and the API. */
export interface ShellServices {
  config: ClientConfig;
  userManager: UserManager;
  api: ApiClient;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ value, children }: { value: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={value}>{children}</ShellServicesContext.Provider>;
}

function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('ShellServicesProvider is missing');
  return services;
}

export const useClientConfig = (): ClientConfig => useShellServices().config;
export const useUserManager = (): UserManager => useShellServices().userManager;
export const useApiClient = (): ApiClient => useShellServices().api;
