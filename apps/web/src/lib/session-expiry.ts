// A 401 to a call that carried the stored token: the server no longer knows the session (revoked
// by a password reset or a logout elsewhere, or expired), so it ends here too, and with it every
// trace of the account (lib/session.ts, ADR 4601). Handled once, in the query client's caches
// (app/providers.tsx, sessionExpiryCaches). A call that needs the session opts in with
// `meta: EXPIRES_SESSION`: the shopper is told and sent to /login, coming back to this page.
// Any other call (the activity badge, the product page's cart and hearts) ends it quietly, on
// the page the shopper is reading. The sign-in form's wrong password is a 401 too, but carries
// no token (features/auth/api/login.ts): it ends nothing.
import { MutationCache, QueryCache, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from './api-client';
import { expireSession, forgetAccount } from './session';
import { getToken } from './storage';

export interface SessionMeta extends Record<string, unknown> {
  /** A 401 on this call ends the session out loud: the screen needs a signed-in shopper. */
  expiresSession?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionMeta;
    mutationMeta: SessionMeta;
  }
}

/** Spread into a query's or mutation's options: a 401 on it says the session ended and goes to /login. */
export const EXPIRES_SESSION = { meta: { expiresSession: true } } as const;

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;

/** `say`: tell the shopper and go to /login; otherwise end it quietly. */
type Expire = (say: boolean) => void;
let expire: Expire | null = null;

/**
 * Ends the session when `err` is the server refusing the stored token. Only while a token is
 * stored: two calls failing together end it once, and a signed-out call never does.
 */
export function handleUnauthorized(err: unknown, meta: SessionMeta | undefined): void {
  if (!(err instanceof ApiError) || !err.sessionRefused || !getToken()) return;
  expire?.(Boolean(meta?.expiresSession));
}

/** The query client's caches: every query and mutation error passes through here once. */
export function sessionExpiryCaches() {
  return {
    queryCache: new QueryCache({ onError: (err, query) => handleUnauthorized(err, query.meta) }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => handleUnauthorized(err, mutation.meta),
    }),
  };
}

/**
 * Mounted once inside the router (the app's layouts): lets the caches end the session and send
 * the shopper to /login with the current page as `from`.
 */
export function useSessionExpiryRedirect(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = useRef('');
  useEffect(() => {
    from.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  useEffect(() => {
    const handler: Expire = (say) =>
      say ? expireSession(queryClient, navigate, from.current) : void forgetAccount(queryClient);
    expire = handler;
    return () => {
      if (expire === handler) expire = null;
    };
  }, [queryClient, navigate]);
}
