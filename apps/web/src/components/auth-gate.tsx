// Screens that need a stored token (docs/product.md, Accounts; the friend and social screens): without one,
// 'Not logged in' and a way to /login that comes back here (the social screens without the query).
import { LogIn } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from './ui/button';
import { PageHeader } from './ui/page-header';
import { StateMessage } from './ui/states';
import type { LoginRedirectState } from '../lib/login-redirect';
import { getToken } from '../lib/storage';
import { t } from '../lib/i18n/messages';
import { msg } from '../lib/i18n/msg';

export function NotLoggedIn({ keepQuery = true }: { keepQuery?: boolean }) {
  const location = useLocation();
  const state: LoginRedirectState = { from: keepQuery ? `${location.pathname}${location.search}` : location.pathname };
  return (
    <StateMessage
      icon={<LogIn size={40} strokeWidth={1.5} />}
      title={msg().notLoggedIn}
      action={
        <ButtonLink to="/login" state={state}>
          {t('nav.login')}
        </ButtonLink>
      }
    />
  );
}

/** Renders children only when a token is stored. */
export function RequireToken({ children, keepQuery = true }: { children: ReactNode; keepQuery?: boolean }) {
  return getToken() ? <>{children}</> : <NotLoggedIn keepQuery={keepQuery} />;
}

/**
 * A screen for signed-in shoppers (the friend and social screens): a header back to the profile hub
 * and the body, which is mounted only once a token is stored, so its queries never fire for a visitor.
 */
export const signedInScreen = (
  /** The title, or what gives it in the page's language (read at render). */
  title: string | (() => string),
  Body: ComponentType,
  { width = 'max-w-2xl', keepQuery = true }: { width?: string; keepQuery?: boolean } = {},
) =>
  function SignedInScreen() {
    return (
      <>
        <PageHeader title={typeof title === 'function' ? title() : title} back="/profile" />
        <main className={`mx-auto w-full px-4 py-6 ${width}`}>
          <RequireToken keepQuery={keepQuery}>
            <Body />
          </RequireToken>
        </main>
      </>
    );
  };
