// Test helpers for the account and profile screens: a fake server answering fetch (text or JSON, as the
// real one does) and a render of one screen inside a memory router that records where it went.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { sessionExpiryCaches } from '../lib/session-expiry';
import { SessionExpiryOutlet } from './session-expiry';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  body: string;
  authorization: string | null;
}

export type FakeAnswer = { status?: number; json?: unknown; text?: string } | 'offline';

/** Replaces fetch; each request is recorded and answered by `handler`. */
export function fakeServer(handler: (req: FakeRequest) => FakeAnswer) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      const req: FakeRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        contentType: headers.get('content-type') ?? '',
        body: typeof init?.body === 'string' ? init.body : '',
        authorization: headers.get('authorization'),
      };
      requests.push(req);
      const answer = handler(req);
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      const status = answer.status ?? 200;
      if (status === 204) return new Response(null, { status });
      if (answer.text !== undefined) {
        return new Response(answer.text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }
      return new Response(JSON.stringify(answer.json ?? null), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }),
  );
  return requests;
}

/** Shows where the router went, with its state, so a test can assert a redirect. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>{name}</p>
      <pre data-testid="landed-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

export function renderAuthScreen(element: ReactElement, { path, state }: { path: string; state?: unknown }) {
  const client = new QueryClient({
    ...sessionExpiryCaches(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const elsewhere = [
    '/home',
    '/login',
    '/signup',
    '/verify-otp',
    '/forgot-password',
    '/verify-reset-otp',
    '/reset-password',
    '/products/:id',
    '/profile',
  ]
    .filter((p) => p !== path)
    .map((p) => ({ path: p, element: <Landed name={`Landed on ${p}`} /> }));
  const router = createMemoryRouter(
    [{ element: <SessionExpiryOutlet />, children: [{ path, element }, ...elsewhere] }],
    {
      initialEntries: [{ pathname: path, state }],
    },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
