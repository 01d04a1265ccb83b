// /profile (spec sections 2, 4, 6, 8): loading spinner, then the profile (Back to /home, PROFILE,
// name and e-mail with fallbacks, four friend cards, Logout) or an error with a Login button.
import { useQueryClient } from '@tanstack/react-query';
import {
  Ban,
  Bell,
  ChevronRight,
  Heart,
  Inbox,
  LayoutDashboard,
  LogIn,
  LogOut,
  Search,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG, SOCIAL_TEXT } from '@store/shared/messages';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { StateMessage } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { logout } from '../../../features/auth/api/logout';
import { useActivity } from '../../../features/social/api/get-activity';
import { clearTokens, getToken } from '../../../lib/storage';
import { useProfile } from '../../../features/profile/api/get-profile';

export const NAME_FALLBACK = 'User';
export const EMAIL_FALLBACK = 'No email on file';
export const PROFILE_LOAD_FAILED = 'Could not load your profile. Please log in again.';

interface HubCardData {
  to: string;
  title: string;
  body: string;
  icon: ReactNode;
}

/** A hub card: where it leads, its title, one line of help, and its icon. */
const card = (to: string, title: string, body: string, Icon: LucideIcon): HubCardData => ({
  to,
  title,
  body,
  icon: <Icon aria-hidden="true" size={22} />,
});

const CARDS: HubCardData[] = [
  card('/profile/search-friends', 'Search Friends', 'Find friends by their exact username', Search),
  card('/profile/friends-list', 'My Friends', 'See your friends and their carts', Users),
  card('/profile/friend-requests', 'Friend Requests', 'Accept or reject pending requests', Inbox),
  card('/profile/friends-carts', "Friends' Carts", 'Shop what your friends are eyeing', ShoppingBag),
];

const SOCIAL_CARDS: HubCardData[] = [
  card('/profile/wishlist', SOCIAL_TEXT.wishlist, 'What you saved with the heart', Heart),
  card('/profile/activity', SOCIAL_TEXT.activity, 'Requests, shares and opinions from friends', Bell),
  card('/profile/blocked', SOCIAL_TEXT.blockedUsers, 'People who cannot find or reach you', Ban),
];

/** The operator's way to the console (ADR 3300); only an operator's profile says `operator`. */
const CONSOLE_CARD = card('/operator', 'Console', 'Click-outs, feeds and the store’s speed', LayoutDashboard);

function HubCard({ card, badge = 0 }: { card: HubCardData; badge?: number }) {
  return (
    <Link
      to={card.to}
      className="group flex min-h-20 items-center gap-4 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-ink/40"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-canvas text-accent">{card.icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{card.title}</span>
        {badge > 0 ? <span className="sr-only">{`${badge} new`}</span> : null}
        <span className="block text-sm text-muted">{card.body}</span>
      </span>
      {badge > 0 ? (
        <span aria-hidden="true" className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">
          {badge}
        </span>
      ) : null}
      <ChevronRight
        aria-hidden="true"
        size={20}
        className="text-muted transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}

export function ProfileRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasToken = Boolean(getToken());
  const profile = useProfile();
  const unseen = useActivity().data?.unseen ?? 0;
  const onLogout = () => void logout(queryClient, navigate);
  const expired = profile.error instanceof ApiError && profile.error.status === 401;
  // A dead token must not make /login say 'Already logged in.'.
  useEffect(() => {
    if (expired) clearTokens();
  }, [expired]);

  let content: ReactNode;
  if (!hasToken || profile.isError) {
    const notSignedIn = !hasToken || expired;
    content = (
      <StateMessage
        tone="error"
        icon={<LogIn size={40} />}
        title={notSignedIn ? MSG.notLoggedIn : PROFILE_LOAD_FAILED}
        body="Log in to see your profile, your friends and their carts."
        action={
          <ButtonLink to="/login" state={{ from: '/profile' }} size="lg" className="min-w-40 uppercase">
            Login
          </ButtonLink>
        }
      />
    );
  } else if (profile.isPending) {
    content = (
      <div className="grid place-items-center py-24">
        <Spinner label="Loading profile" className="scale-125" />
      </div>
    );
  } else {
    const name = profile.data.name?.trim() || NAME_FALLBACK;
    const email = profile.data.email?.trim() || EMAIL_FALLBACK;
    content = (
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
        <section className="flex items-center gap-4 rounded-xl border border-line bg-surface p-5 sm:p-6">
          <div
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-accent-soft text-2xl font-semibold uppercase text-accent"
          >
            {name.charAt(0)}
          </div>
          <div className="min-w-0">
            <p className="truncate text-xl font-semibold" data-testid="profile-name">
              {name}
            </p>
            <p className="truncate text-sm text-muted" data-testid="profile-email">
              {email}
            </p>
          </div>
        </section>

        <nav aria-label="Friends" className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {CARDS.map((card) => (
            <HubCard key={card.to} card={card} />
          ))}
        </nav>

        <nav aria-label="Shop with friends" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {SOCIAL_CARDS.map((card) => (
            <HubCard key={card.to} card={card} badge={card.to === '/profile/activity' ? unseen : 0} />
          ))}
        </nav>

        {profile.data.operator ? (
          <nav aria-label="Operator" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <HubCard card={CONSOLE_CARD} />
          </nav>
        ) : null}

        <Button variant="danger" size="lg" onClick={onLogout} className="mt-8 w-full uppercase sm:w-auto sm:min-w-48">
          <LogOut aria-hidden="true" size={20} /> Logout
        </Button>
      </div>
    );
  }

  return (
    <main>
      <PageHeader title="PROFILE" back="/home" />
      {content}
    </main>
  );
}
