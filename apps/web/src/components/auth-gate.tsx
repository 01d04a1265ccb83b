// Screens that need a stored token (spec section 5; the friend screens): without one, 'Not logged
// in' and a way to /login that comes back here.
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MSG } from '@store/shared/messages';
import { ButtonLink } from './ui/button';
import { StateMessage } from './ui/states';
import type { LoginRedirectState } from '../lib/login-redirect';
import { getToken } from '../lib/storage';

export function NotLoggedIn() {
  const location = useLocation();
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
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
export function RequireToken({ children }: { children: ReactNode }) {
  return getToken() ? <>{children}</> : <NotLoggedIn />;
}
