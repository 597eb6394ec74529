import { LoadingOutlined } from '@ant-design/icons';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enGB from 'antd/es/locale/en_GB';
import type { ReactNode } from 'react';
import { THEME, ThemeVariables } from './theme.ts';

/**
 * The spinner of every Button's `loading`: hidden from assistive technology, so a busy Save is
 * still named "Save" (antd's own spinner is an img named "loading", and it stays in the button
 * until its leave animation ends, which left "loading Save" as the name after a save). A context
 * icon is also shown and removed with the loading state itself, without that animation.
 */
export const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined aria-hidden /> };

/**
 * Ant Design theme (theme.ts, the one source of design tokens, with its CSS variables also on the
 * page root) and locale, and the App context that modals and messages use: around the whole
 * app (app.tsx), the start-up pages and the main menu included.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={THEME} button={BUTTON_CONFIG}>
      <ThemeVariables />
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Query cache and antd together: what component tests render in (testing/render-app.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdProviders>{children}</AntdProviders>
    </QueryClientProvider>
  );
}
