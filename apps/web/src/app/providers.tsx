import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
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

/** Query cache, Ant Design theme and locale, and the App context that modals and messages use. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={enGB} theme={THEME}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
