import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydratedProvider } from '../components/ui/use-hydrated';
import { ApiError } from '../lib/api-client';
import { sessionExpiryCaches } from '../lib/session-expiry';

export function createQueryClient() {
  return new QueryClient({
    // A 401 on a signed-in call ends the session here, once (lib/session-expiry.ts).
    ...sessionExpiryCaches(),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** `hydrating`: the tree is (or, on the server, draws) the server's HTML; see useHydrated. */
export function Providers({
  client,
  hydrating = false,
  children,
}: {
  client: QueryClient;
  hydrating?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <HydratedProvider hydrating={hydrating}>{children}</HydratedProvider>
    </QueryClientProvider>
  );
}
