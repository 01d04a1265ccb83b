import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { HydrateInTurn } from '../../components/ui/hydrate-in-turn';
import { QuietBoundary } from '../../components/ui/quiet-boundary';
import { Toaster } from '../../components/ui/toaster';
import { loadChunk } from '../../lib/chunk-load';
import { onFirstInteraction } from '../../lib/on-first-interaction';
import { useSessionExpiryRedirect } from '../../lib/session-expiry';
import { SideMenuContext } from '../../lib/side-menu';
import { BottomTabBar } from './bottom-tab-bar';
import { DesktopHeader } from './desktop-header';

const loadSideMenu = () => import('./side-menu');
/**
 * The side menu is a chunk of its own, fetched on the shopper's first touch, key or wheel and drawn
 * from its first opening: the first load of every page does without it (ADR 3002).
 */
const SideMenu = lazy(() => loadChunk(loadSideMenu).then((m) => ({ default: m.SideMenu })));

/** Every store screen: the desktop's header, the page, the phone's bottom tab bar, the side menu and the alerts. */
export function AppLayout() {
  useSessionExpiryRedirect();
  const [open, setOpen] = useState(false);
  const menu = useMemo(() => ({ open, setOpen, toggle: () => setOpen((o) => !o) }), [open]);
  const [menuDrawn, setMenuDrawn] = useState(false);
  if (open && !menuDrawn) setMenuDrawn(true);
  useEffect(() => onFirstInteraction(() => void loadSideMenu().catch(() => {})), []);
  return (
    <SideMenuContext.Provider value={menu}>
      <DesktopHeader />
      <div className="min-h-dvh pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0">
        <Outlet />
      </div>
      {/* In a task of its own, before the page's sections: the likeliest first tap (ADR 3005). */}
      <HydrateInTurn early>
        <BottomTabBar />
      </HydrateInTurn>
      {menuDrawn ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <SideMenu />
          </Suspense>
        </QuietBoundary>
      ) : null}
      <Toaster />
      {/* Back returns to where the shopper was on a listing (ADR 1600); a new page starts at the top. */}
      <ScrollRestoration />
    </SideMenuContext.Provider>
  );
}

/** The landing page stands alone: no tab bar. */
export function BareLayout() {
  useSessionExpiryRedirect();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
