import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client.ts';
import { BootGate } from './boot/boot-gate.tsx';
import { createAppRouter } from './router.tsx';

function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BootGate>
        <AppRouter />
      </BootGate>
    </QueryClientProvider>
  );
}
