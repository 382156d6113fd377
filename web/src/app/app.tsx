import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorBoundary } from '../features/errors';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter({ queryClient }));
  return (
    <AppProvider queryClient={queryClient}>
      {/* The router has its own boundary around pages; this one catches a failure of the router itself. */}
      <ErrorBoundary withinRouter={false}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProvider>
  );
}
