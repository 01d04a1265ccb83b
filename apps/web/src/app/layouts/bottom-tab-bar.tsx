import { Home, Search, ShoppingBag, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated';
import { ACTIVITY_POLL_MS, useActivity } from '../../features/social/api/get-activity';

const TABS = [
  { to: '/home', label: 'Home', Icon: Home },
  { to: '/search', label: 'Search', Icon: Search },
  { to: '/cart', label: 'Cart', Icon: ShoppingBag },
  { to: '/profile', label: 'Profile', Icon: User },
] as const;

/**
 * Bottom tab bar: Home, Search, Cart, Profile, at thumb height on phones. The Profile tab counts
 * what is new in the activity feed (issue 17), read again every half minute while signed in.
 */
export function BottomTabBar() {
  const hydrated = useHydrated();
  const activity = useActivity({ pollMs: ACTIVITY_POLL_MS, enabled: hydrated });
  const unseen = hydrated ? (activity.data?.unseen ?? 0) : 0;
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-4">
        {TABS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium tracking-wide ${
                  isActive ? 'text-accent' : 'text-muted'
                }`
              }
            >
              <span className="relative">
                <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
                {to === '/profile' && unseen > 0 ? (
                  <span
                    data-testid="activity-badge"
                    className="absolute -right-2.5 -top-1.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] font-semibold leading-5 text-white"
                  >
                    {unseen > 99 ? '99+' : unseen}
                  </span>
                ) : null}
              </span>
              {label}
              {to === '/profile' && unseen > 0 ? <span className="sr-only">{`, ${unseen} new`}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
