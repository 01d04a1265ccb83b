import { useQueryClient } from '@tanstack/react-query';
import { LogIn, LogOut, Search, ShoppingBag, User, X } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIDE_MENU_WIDTH_REM } from '@store/shared/constants';
import { logout } from '../../features/auth/api/logout';
import { getToken } from '../../lib/storage';
import { DialogPanel } from '../../components/ui/dialog-panel';
import { useSideMenu } from '../../lib/side-menu';
import { useModal } from '../../lib/use-modal';

const LINKS = [
  { to: '/search', Icon: Search, label: 'Search' },
  { to: '/cart', Icon: ShoppingBag, label: 'Cart' },
  { to: '/profile', Icon: User, label: 'Profile' },
  { to: '/login', Icon: LogIn, label: 'Login' },
] as const;
/** Shown to an operator only: the profile, read when a signed-in shopper opens the menu, says so (ADR 3300). */
const ConsoleMenuEntry = lazy(() => import('./console-menu-entry').then((m) => ({ default: m.ConsoleMenuEntry })));

const SIDE_MENU_WIDTH_CLASS = SIDE_MENU_WIDTH_REM === 20 ? 'w-80' : 'w-[20rem]';

/** Slide-in side menu (20 rem) with an overlay: Search, Cart, Profile, Login, Logout. */
export function SideMenu() {
  const { open, setOpen } = useSideMenu();
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
        aria-label="Menu"
        // SIDE_MENU_WIDTH_REM (20 rem) as a class: no inline style under the CSP (ADR 0702).
        className={`fixed inset-y-0 left-0 z-50 ${SIDE_MENU_WIDTH_CLASS} max-w-[85vw] bg-surface p-4 shadow-xl outline-none transition-transform duration-300 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="mb-6 flex items-center justify-between">
          <span className="text-lg font-semibold uppercase tracking-[0.3em]">Saath</span>
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="grid size-11 place-items-center rounded-full hover:bg-canvas"
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Menu">
          {LINKS.map(({ to, Icon, label }) => (
            <Link key={to} to={to} onClick={close} className={item}>
              <Icon aria-hidden="true" size={20} />
              {` ${label}`}
            </Link>
          ))}
          {open && getToken() ? (
            <Suspense fallback={null}>
              <ConsoleMenuEntry className={item} onClick={close} />
            </Suspense>
          ) : null}
          <button
            type="button"
            className={`${item} w-full text-left`}
            onClick={() => {
              close();
              void logout(queryClient, navigate);
            }}
          >
            <LogOut aria-hidden="true" size={20} /> Logout
          </button>
        </nav>
      </DialogPanel>
    </div>
  );
}
