import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { firstScreenEntries, readFirstScreenData } from './app/first-screen';
import { createQueryClient, Providers } from './app/providers';
import { createRouter, routes } from './app/router';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

/**
 * The server rendered this page (ADR 0702): seed the cache with the data it rendered with and
 * load the page's lazy route before hydrating, so the first client render matches its HTML.
 */
async function prepareHydration() {
  for (const [key, value] of firstScreenEntries(readFirstScreenData(document))) queryClient.setQueryData(key, value);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

/** Marks the document once the app is live (`<html data-hydrated>`): browser tests wait for it. */
function LiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
      <LiveMarker />
    </Providers>
  </StrictMode>
);

if (container.dataset.ssr !== undefined) {
  // Not a top-level await: the route modules import this chunk, which must finish evaluating first.
  void prepareHydration().then(() => hydrateRoot(container, app(createRouter())));
} else {
  createRoot(container).render(app(createRouter()));
}
