import { Home, Search, ShoppingBag, User } from 'lucide-react';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/home', label: 'Home', Icon: Home },
  { to: '/search', label: 'Search', Icon: Search },
  { to: '/cart', label: 'Cart', Icon: ShoppingBag },
  { to: '/profile', label: 'Profile', Icon: User },
] as const;

/** Bottom tab bar: Home, Search, Cart, Profile, at thumb height on phones. */
export function BottomTabBar() {
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
              <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
