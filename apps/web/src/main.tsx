import './lib/zod-jitless';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { firstScreenEntries, readFirstScreenData } from './app/first-screen';
import { createQueryClient, Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { useHydrated } from './components/ui/use-hydrated';
import { nextTask } from './lib/tasks';
import { reportVitalsWhenIdle } from './lib/vitals';

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
  const live = useHydrated();
  useEffect(() => {
    if (live) document.documentElement.dataset.hydrated = '';
  }, [live]);
  return null;
}

const hydrating = container.dataset.ssr !== undefined;
const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <Providers client={queryClient} hydrating={hydrating}>
      <RouterProvider router={router} />
      <LiveMarker />
    </Providers>
  </StrictMode>
);

if (hydrating) {
  // Not a top-level await: the route modules import this chunk, which must finish evaluating first.
  // The start-up is several short tasks instead of one long one, so a slow phone's main thread
  // answers a tap between them (the page is already on screen). Hydrating in a transition lets
  // React yield to the browser every few milliseconds too; a tap meanwhile hydrates what it
  // touches first.
  void (async () => {
    await nextTask();
    await prepareHydration();
    await nextTask();
    const router = createRouter();
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  })();
} else {
  createRoot(container).render(app(createRouter()));
}
reportVitalsWhenIdle();
