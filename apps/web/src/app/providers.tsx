import { LoadingOutlined } from '@ant-design/icons';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enGB from 'antd/es/locale/en_GB';
import type { ReactNode } from 'react';

/**
 * The theme, with text colours set for WCAG 2.2 AA contrast once, here (issue 15 item 3): Ant
 * Design's defaults put secondary text (#8c8c8c, 3.4:1 on white), placeholders (#bfbfbf, 1.8:1)
 * and links on light-blue banners (#1677ff on #e6f4ff, 3.7:1) under the 4.5:1 that normal-size text
 * needs. These keep at least 4.5:1 on white and on the page grey (#f5f5f5). Disabled controls keep
 * their paler look (WCAG exempts inactive components).
 */
export const THEME = {
  token: {
    colorPrimary: '#0b4f8a',
    borderRadius: 6,
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#666666',
    colorTextQuaternary: '#666666',
    colorError: '#cf1322',
    colorTextDisabled: 'rgba(0, 0, 0, 0.4)',
  },
};

/**
 * The spinner of every Button's `loading`: hidden from assistive technology, so a busy Save is
 * still named "Save" (antd's own spinner is an img named "loading", and it stays in the button
 * until its leave animation ends, which left "loading Save" as the name after a save). A context
 * icon is also shown and removed with the loading state itself, without that animation.
 */
export const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined aria-hidden /> };

/**
 * Ant Design theme and locale, and the App context that modals and messages use: around the whole
 * app (app.tsx), the start-up pages and the main menu included.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={THEME} button={BUTTON_CONFIG}>
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
