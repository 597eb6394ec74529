import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client.ts';
import { BootGate } from './boot/boot-gate.tsx';
import { AntdProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import './shell.css';

function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/**
 * The app: Ant Design's theme, locale and App context around everything, from the start-up spinner
 * on (issue 26: antd is the one component kit, loaded with the app; pages load lazily per route).
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AntdProviders>
      <QueryClientProvider client={queryClient}>
        <BootGate>
          <AppRouter />
        </BootGate>
      </QueryClientProvider>
    </AntdProviders>
  );
}
