// The one render of the web tests: the screens under test inside a memory router, a query client
// that does not retry (fresh data on every mount, so a test sees each request it causes), the 401
// handling of the app's layouts (lib/session-expiry.ts) and the toasts, as the app draws them.
import { QueryClient, QueryClientProvider, type QueryObserverOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { sessionExpiryCaches, useSessionExpiryRedirect } from '../lib/session-expiry';

/** What the app's layouts add around every screen for a 401: the redirect to /login. */
function SessionExpiryOutlet() {
  useSessionExpiryRedirect();
  return <Outlet />;
}

export interface RenderOptions {
  /** Where the router starts: a path, with a query string if any. */
  url: string;
  /** The location state of that first entry. */
  state?: unknown;
  /** A query client of the test's own (default: testQueryClient()). */
  client?: QueryClient;
}

/** `queries` adds to the defaults, e.g. the app's staleTime (app/providers.tsx). */
export function testQueryClient(queries: Omit<QueryObserverOptions, 'queryKey'> = {}): QueryClient {
  return new QueryClient({
    ...sessionExpiryCaches(),
    defaultOptions: { queries: { retry: false, ...queries }, mutations: { retry: false } },
  });
}

/**
 * The routes where a screen sends the shopper when the test has none of its own: /login and
 * everything else. A test that gives its own '*' route gets neither.
 */
const FALLBACKS: RouteObject[] = [
  { path: '/login', element: <p>Login screen</p> },
  { path: '*', element: <p>Elsewhere</p> },
];

/** Renders `routes` (the first match wins) starting at `url`. */
export function renderApp(routes: RouteObject[], { url, state, client = testQueryClient() }: RenderOptions) {
  const [pathname, search] = url.split('?');
  const fallbacks = routes.some((r) => r.path === '*') ? [] : FALLBACKS;
  const router = createMemoryRouter([{ element: <SessionExpiryOutlet />, children: [...routes, ...fallbacks] }], {
    initialEntries: [{ pathname: pathname!, search: search === undefined ? '' : `?${search}`, state }],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** Renders one screen at the route pattern `path`, starting at `url` (default: `path`). */
export function renderScreen(
  element: ReactElement,
  { path, url = path, state, routes = [] }: { path: string; url?: string; state?: unknown; routes?: RouteObject[] },
) {
  return renderApp([{ path, element }, ...routes], { url, state });
}

/** `renderScreen` in one line: the screen at `pattern`, opened at `url`. */
export const renderAt = (url: string, pattern: string, element: ReactElement, state?: unknown) =>
  renderScreen(element, { path: pattern, url, state });

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

/** The screens the account screens send a shopper to, each saying "Landed on <pattern>". */
export const ACCOUNT_LANDINGS: RouteObject[] = [
  '/home',
  '/login',
  '/signup',
  '/verify-otp',
  '/forgot-password',
  '/verify-reset-otp',
  '/reset-password',
  '/products/:id',
  '/profile',
].map((p) => ({ path: p, element: <Landed name={`Landed on ${p}`} /> }));
