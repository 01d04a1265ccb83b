import './lib/zod-jitless';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { browserFirstScreen, readFirstScreenData } from './app/first-screen';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { allSectionsHydrated, hydrateInTurns } from './components/ui/hydrate-in-turn';
import { useHydrated } from './components/ui/use-hydrated';
import { documentLanguage, loadLanguage } from './lib/i18n/load';
import { startPwaAfterLoad } from './lib/pwa';
import { nextTask } from './lib/tasks';
import { warmUpBrowserApis } from './lib/warm-up';
import { reportVitalsWhenIdle } from './lib/vitals';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

type Router = ReturnType<typeof createRouter>;

/** Resolves once the router has loaded the page's route module and run its loader. */
const started = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * Marks the document once the app is live (`<html data-hydrated>`), every section hydrated in its
 * turn included: browser tests wait for it.
 */
function LiveMarker() {
  const live = useHydrated();
  useEffect(() => {
    if (live) void allSectionsHydrated().then(() => (document.documentElement.dataset.hydrated = ''));
  }, [live]);
  return null;
}

const hydrating = container.dataset.ssr !== undefined;
// The page's language's words before the first render: a Hindi page drawn by the server hydrates
// in Hindi (an English page loads nothing here).
const language = loadLanguage(documentLanguage(document));
const app = (router: Router) => (
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
  // answers a tap between them (the page is already on screen). The router loads the page's
  // module and runs its loader, which seeds the cache with the data the server drew with (ADR
  // 0702), so the first client render equals the server's HTML. Preact (ADR 3003) hydrates in
  // one task, a short one on its runtime, and the sections it may skip each in a task of its own
  // after it (ADR 3005).
  void (async () => {
    await language;
    await nextTask();
    await warmUpBrowserApis();
    await nextTask();
    const firstScreen = browserFirstScreen(queryClient, readFirstScreenData(document));
    const router = createRouter(firstScreen);
    await started(router);
    firstScreen.drawn = undefined;
    await nextTask();
    hydrateInTurns(() => hydrateRoot(container, app(router)));
  })();
} else {
  void language.then(() => createRoot(container).render(app(createRouter(browserFirstScreen(queryClient, undefined)))));
}
reportVitalsWhenIdle();
startPwaAfterLoad();
