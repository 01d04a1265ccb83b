import { Home, Search, ShoppingBag, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated';
import { ACTIVITY_POLL_MS, useActivity } from '../../features/social/api/get-activity';
import { t } from '../../lib/i18n/messages';
import { CountBadge } from './count-badge';

const TABS = [
  { to: '/home', label: 'nav.home', Icon: Home },
  { to: '/search', label: 'nav.search', Icon: Search },
  { to: '/cart', label: 'nav.cart', Icon: ShoppingBag },
  { to: '/profile', label: 'nav.profile', Icon: User },
] as const;

/**
 * Bottom tab bar: Home, Search, Cart, Profile, at thumb height on phones. The Profile tab counts
 * what is new in the activity feed (ADR 1700), read again every half minute while signed in.
 */
export function BottomTabBar() {
  const hydrated = useHydrated();
  const activity = useActivity({ pollMs: ACTIVITY_POLL_MS, enabled: hydrated });
  const unseen = hydrated ? (activity.data?.unseen ?? 0) : 0;
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
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
                <CountBadge count={to === '/profile' ? unseen : 0} testId="activity-badge" />
              </span>
              {t(label)}
              {to === '/profile' && unseen > 0 ? (
                <span className="sr-only">{t('nav.newActivity', { count: unseen })}</span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
