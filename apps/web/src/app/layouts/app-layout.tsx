import { useMemo, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { useSessionExpiryRedirect } from '../../lib/session-expiry';
import { SideMenuContext } from '../../lib/side-menu';
import { BottomTabBar } from './bottom-tab-bar';
import { SideMenu } from './side-menu';

/** Every store screen: the page, the bottom tab bar, the side menu and the alerts. */
export function AppLayout() {
  useSessionExpiryRedirect();
  const [open, setOpen] = useState(false);
  const menu = useMemo(() => ({ open, setOpen, toggle: () => setOpen((o) => !o) }), [open]);
  return (
    <SideMenuContext.Provider value={menu}>
      <div className="min-h-dvh pb-[calc(4rem+env(safe-area-inset-bottom))]">
        <Outlet />
      </div>
      <BottomTabBar />
      <SideMenu />
      <Toaster />
      {/* Back returns to where the shopper was on a listing (issue 16); a new page starts at the top. */}
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
