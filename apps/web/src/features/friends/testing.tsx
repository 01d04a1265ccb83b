// Test helpers for the friend screens: a fake server answering fetch, and a render with the
// real query client settings and router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { sessionExpiryCaches } from '../../lib/session-expiry';
import { SessionExpiryOutlet } from '../../test/session-expiry';

export interface FakeCall {
  method: string;
  path: string;
  search: string;
}

type Handler = (call: FakeCall) => { status?: number; body?: unknown } | undefined;

/** Replaces fetch: each call goes to `handler` (undefined → 404). Returns the recorded calls. */
export function fakeServer(handler: Handler) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.search };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length,
  };
}

export function signIn(): void {
  localStorage.setItem('authToken', 'test-token-1234567890');
}

/** Renders one screen at `path` (a route pattern with `element`), plus the toasts and /login. */
export function renderScreen(element: ReactElement, { path, url }: { path: string; url?: string }) {
  const client = new QueryClient({
    ...sessionExpiryCaches(),
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: <SessionExpiryOutlet />,
        children: [
          { path, element },
          { path: '/login', element: <p>Login screen</p> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [url ?? path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
