// Screens that need a stored token (spec section 5; the friend and social screens): without one,
// 'Not logged in' and a way to /login that comes back here (the social screens without the query).
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MSG } from '@store/shared/messages';
import { ButtonLink } from './ui/button';
import { StateMessage } from './ui/states';
import type { LoginRedirectState } from '../lib/login-redirect';
import { getToken } from '../lib/storage';

export function NotLoggedIn({ keepQuery = true }: { keepQuery?: boolean }) {
  const location = useLocation();
  const state: LoginRedirectState = { from: keepQuery ? `${location.pathname}${location.search}` : location.pathname };
  return (
    <StateMessage
      icon={<LogIn size={40} strokeWidth={1.5} />}
      title={MSG.notLoggedIn}
      action={
        <ButtonLink to="/login" state={state}>
          Login
        </ButtonLink>
      }
    />
  );
}

/** Renders children only when a token is stored. */
export function RequireToken({ children, keepQuery = true }: { children: ReactNode; keepQuery?: boolean }) {
  return getToken() ? <>{children}</> : <NotLoggedIn keepQuery={keepQuery} />;
}
