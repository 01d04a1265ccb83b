// Test support for the storefront screens: a real router and query client, and a fetch that
// answers from a table of canned server replies (the server is not our code under test here).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Product } from '@store/shared/product';
import { sessionExpiryCaches } from '../lib/session-expiry';
import { SessionExpiryOutlet } from './session-expiry';

export type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

/** Stubs globalThis.fetch: the first route whose key the URL contains answers. */
export function stubFetch(routes: Record<string, Reply | ((url: string, init?: RequestInit) => Reply)>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(routes).find((k) => url.includes(k));
    const route = key ? routes[key]! : { status: 404, body: { message: 'Not found' } };
    const reply = typeof route === 'function' ? route(url, init) : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export function renderRoutes(routes: RouteObject[], path: string, state?: unknown): ReturnType<typeof render> {
  const client = new QueryClient({
    ...sessionExpiryCaches(),
    defaultOptions: { queries: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ element: <SessionExpiryOutlet />, children: [...routes, { path: '*', element: <p>elsewhere</p> }] }],
    {
      initialEntries: [
        { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ],
    },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

export const renderAt = (path: string, pattern: string, element: ReactElement, state?: unknown) =>
  renderRoutes([{ path: pattern, element }], path, state);

let n = 0;
export function fakeProduct(over: Partial<Product> = {}): Product {
  n += 1;
  return {
    id: `p-${n}`,
    title: `Floral Kurta ${n}`,
    brand: 'MissPrint',
    gender: 'women',
    price: 1299,
    originalPrice: 1999,
    discount: 35,
    rating: 4.2,
    category: 'Kurta',
    material: 'Cotton',
    size: 'S, M, L',
    sizes: ['S', 'M', 'L'],
    color: 'Indigo',
    description: 'A soft cotton kurta.',
    imageUrl: `/images/p-${n}-0`,
    additionalImages: [`/images/p-${n}-1`, `/images/p-${n}-2`],
    url: 'https://missprint.in/x',
    available: true,
    ...over,
  };
}
