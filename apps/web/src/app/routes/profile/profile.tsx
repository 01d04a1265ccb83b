// /profile (docs/product.md, Profile hub): loading spinner, then the profile (Back to /home, PROFILE,
// name and e-mail with fallbacks, four friend cards, Logout) or an error with a Login button.
import { useQueryClient } from '@tanstack/react-query';
import {
  Ban,
  Bell,
  BellRing,
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
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { StateMessage } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { logout } from '../../../features/auth/api/logout';
import { notificationsText } from '../../../features/alerts/lib/text';
import { useActivity } from '../../../features/social/api/get-activity';
import { getToken } from '../../../lib/storage';
import { useProfile } from '../../../features/profile/api/get-profile';
import { t } from '../../../lib/i18n/messages';
import { msg } from '../../../lib/i18n/msg';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { friendsWords as w } from '../../../features/social/words/friends';
import { socialText } from '../../../lib/i18n/social-text';

export const NAME_FALLBACK = w.english.nameFallback;
export const EMAIL_FALLBACK = w.english.emailFallback;
export const PROFILE_LOAD_FAILED = w.english.profileLoadFailed;

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

// Cards are made at render: their words are the page's language's.
const friendCards = (): HubCardData[] => [
  card('/profile/search-friends', w('searchFriends'), w('searchFriendsBody'), Search),
  card('/profile/friends-list', w('myFriends'), w('myFriendsBody'), Users),
  card('/profile/friend-requests', w('friendRequests'), w('friendRequestsBody'), Inbox),
  card('/profile/friends-carts', w('friendsCarts'), w('friendsCartsBody'), ShoppingBag),
];

const socialCards = (): HubCardData[] => [
  card('/profile/wishlist', socialText().wishlist, w('wishlistBody'), Heart),
  card('/profile/activity', socialText().activity, w('activityBody'), Bell),
  card('/profile/blocked', socialText().blockedUsers, w('blockedBody'), Ban),
  card('/profile/notifications', notificationsText().title, notificationsText().card, BellRing),
];

/** The operator's way to the console (ADR 3300), in English as the console is (ADR 3203). */
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
        {badge > 0 ? <span className="sr-only">{w('newCount', { count: badge })}</span> : null}
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
  // A dead token: the query client has ended the session (lib/session-expiry.ts).
  const expired = profile.error instanceof ApiError && profile.error.status === 401;

  let content: ReactNode;
  if (!hasToken || profile.isError) {
    const notSignedIn = !hasToken || expired;
    content = (
      <StateMessage
        tone="error"
        icon={<LogIn size={40} />}
        title={notSignedIn ? msg().notLoggedIn : w('profileLoadFailed')}
        body={w('profileLogIn')}
        action={
          <ButtonLink to="/login" state={{ from: '/profile' }} size="lg" className="min-w-40 uppercase">
            {t('nav.login')}
          </ButtonLink>
        }
      />
    );
  } else if (profile.isPending) {
    content = (
      <div className="grid place-items-center py-24">
        <Spinner label={w('loadingProfile')} className="scale-125" />
      </div>
    );
  } else {
    const name = profile.data.name?.trim() || w('nameFallback');
    const email = profile.data.email?.trim() || w('emailFallback');
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

        <nav aria-label={w('friendsNav')} className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {friendCards().map((card) => (
            <HubCard key={card.to} card={card} />
          ))}
        </nav>

        <nav aria-label={w('shopWithFriendsNav')} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {socialCards().map((card) => (
            <HubCard key={card.to} card={card} badge={card.to === '/profile/activity' ? unseen : 0} />
          ))}
        </nav>

        {profile.data.operator ? (
          <nav aria-label="Operator" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <HubCard card={CONSOLE_CARD} />
          </nav>
        ) : null}

        <Button variant="danger" size="lg" onClick={onLogout} className="mt-8 w-full uppercase sm:w-auto sm:min-w-48">
          <LogOut aria-hidden="true" size={20} /> {t('nav.logout')}
        </Button>
      </div>
    );
  }

  return (
    <main>
      <PageHeader title={w('profileTitle')} back="/home" />
      {content}
      <section aria-labelledby="profile-language" className="mx-auto w-full max-w-3xl px-4 pb-8">
        <h2 id="profile-language" className="mb-2 text-sm font-semibold text-muted">
          {t('language.label')}
        </h2>
        <LanguageSwitch className="max-w-sm" />
      </section>
    </main>
  );
}
