import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorScreen } from '@/components/errors/error-screen';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { logError } from '@/lib/error-log';
import { createQueryClient } from '@/lib/react-query';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own client; the app makes one with spec §9's defaults. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary
      onError={(error) => logError(error, 'Render error')}
      fallback={({ reset }) => (
        <main className="flex min-h-dvh">
          <ErrorScreen onRetry={reset} />
        </main>
      )}
    >
      <QueryClientProvider client={client}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
