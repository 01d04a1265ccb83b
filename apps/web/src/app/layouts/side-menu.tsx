import { useQueryClient } from '@tanstack/react-query';
import { LogIn, LogOut, Search, ShoppingBag, User, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIDE_MENU_WIDTH_REM } from '@store/shared/constants';
import { logout } from '../../features/auth/api/logout';
import { getToken } from '../../lib/storage';
import { DialogPanel } from '../../components/ui/dialog-panel';
import { useHydrated } from '../../components/ui/use-hydrated';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { t } from '../../lib/i18n/messages';
import { useSideMenu } from '../../lib/side-menu';
import { useModal } from '../../lib/use-modal';
import { loadChunk } from '../../lib/chunk-load';
import { QuietBoundary } from '../../components/ui/quiet-boundary';

const LINKS = [
  { to: '/search', Icon: Search, label: 'nav.search' },
  { to: '/cart', Icon: ShoppingBag, label: 'nav.cart' },
  { to: '/profile', Icon: User, label: 'nav.profile' },
] as const;
/** Shown to an operator only: the profile, read when a signed-in shopper opens the menu, says so (ADR 3300). */
const ConsoleMenuEntry = lazy(() =>
  loadChunk(() => import('./console-menu-entry')).then((m) => ({ default: m.ConsoleMenuEntry })),
);
/** The store's categories, Women and Men: a chunk of its own, loaded when the menu first opens. */
const MenuCategories = lazy(() =>
  loadChunk(() => import('./menu-categories')).then((m) => ({ default: m.MenuCategories })),
);

const SIDE_MENU_WIDTH_CLASS = SIDE_MENU_WIDTH_REM === 20 ? 'w-80' : 'w-[20rem]';

/**
 * Slide-in side menu (20 rem) with an overlay: Search, Cart, Profile, then Login or Logout,
 * whichever applies, the categories, and the language.
 */
export function SideMenu() {
  const { open: wanted, setOpen } = useSideMenu();
  // Drawn first on its first opening (app-layout.tsx): closed for one frame, so that it slides in.
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    // Two frames: the first paints it closed, the second starts the transition.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setEntered(true))));
    return () => cancelAnimationFrame(frame);
  }, []);
  const open = wanted && entered;
  // Read as the menu renders (it renders again on every opening); the server's page, like a
  // page not yet live, is drawn signed out.
  const signedIn = useHydrated() && getToken() !== null;
  // Once opened, the categories stay mounted: closing the menu does not fetch them again.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const panel = useRef<HTMLDivElement>(null);

  const close = () => setOpen(false);
  useModal(open, panel, close);
  const item = 'flex min-h-12 items-center gap-3 rounded-md px-3 text-base font-medium hover:bg-canvas';
  return (
    <div aria-hidden={!open} inert={!open} className={open ? '' : 'pointer-events-none'}>
      <div
        data-testid="side-menu-overlay"
        onClick={close}
        className={`fixed inset-0 z-40 touch-none bg-ink/40 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
      />
      <DialogPanel
        ref={panel}
        aria-label={t('nav.menu')}
        // SIDE_MENU_WIDTH_REM (20 rem) as a class: no inline style under the CSP (ADR 0702).
        className={`fixed inset-y-0 left-0 z-50 ${SIDE_MENU_WIDTH_CLASS} max-w-[85vw] overflow-y-auto overscroll-contain bg-surface p-4 shadow-xl outline-none transition-transform duration-300 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="mb-6 flex items-center justify-between">
          <span lang="en" className="text-lg font-semibold uppercase tracking-[0.3em]">
            Saath
          </span>
          <button
            type="button"
            onClick={close}
            aria-label={t('nav.closeMenu')}
            className="grid size-11 place-items-center rounded-full hover:bg-canvas"
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t('nav.menu')}>
          {LINKS.map(({ to, Icon, label }) => (
            <Link key={to} to={to} onClick={close} className={item}>
              <Icon aria-hidden="true" size={20} />
              {` ${t(label)}`}
            </Link>
          ))}
          {signedIn ? null : (
            <Link to="/login" onClick={close} className={item}>
              <LogIn aria-hidden="true" size={20} /> {t('nav.login')}
            </Link>
          )}
          {open && signedIn ? (
            <QuietBoundary>
              <Suspense fallback={null}>
                <ConsoleMenuEntry className={item} onClick={close} />
              </Suspense>
            </QuietBoundary>
          ) : null}
          {signedIn ? (
            <button
              type="button"
              className={`${item} w-full text-left`}
              onClick={() => {
                close();
                void logout(queryClient, navigate);
              }}
            >
              <LogOut aria-hidden="true" size={20} /> {t('nav.logout')}
            </button>
          ) : null}
        </nav>
        {opened ? (
          <QuietBoundary>
            <Suspense fallback={null}>
              <MenuCategories onPick={close} />
            </Suspense>
          </QuietBoundary>
        ) : null}
        {/* Drawn once opened: an English page fetches the font of its हिन्दी only then. */}
        {opened ? <LanguageSwitch className="mt-6 border-t border-line pt-4" /> : null}
      </DialogPanel>
    </div>
  );
}
