// A 401 on a call that needs the session: the session is over (drop both tokens, say so, go to
// /login and come back to this page). Handled once, in the query client's caches
// (app/providers.tsx, sessionExpiryCaches). A call opts in with `meta: EXPIRES_SESSION`: the
// sign-in forms answer 401 for a wrong password, and background reads (the activity badge, the
// product page's cart and hearts) stay quiet on a 401 as they always have.
import { MutationCache, QueryCache, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from './api-client';
import { expireSession } from './session';
import { getToken } from './storage';

export interface SessionMeta extends Record<string, unknown> {
  /** A 401 on this call ends the session (the screen needs a signed-in shopper). */
  expiresSession?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionMeta;
    mutationMeta: SessionMeta;
  }
}

/** Spread into a query's or mutation's options: a 401 on it ends the session. */
export const EXPIRES_SESSION = { meta: { expiresSession: true } } as const;

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;

type Expire = () => void;
let expire: Expire | null = null;

/**
 * Ends the session when `err` is a 401 on a call that asked for it. Only while a token is stored:
 * two calls failing together end it once, and a signed-out call never does.
 */
export function handleUnauthorized(err: unknown, meta: SessionMeta | undefined): void {
  if (!meta?.expiresSession || !isUnauthorized(err) || !getToken()) return;
  expire?.();
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
    const handler: Expire = () => expireSession(queryClient, navigate, from.current);
    expire = handler;
    return () => {
      if (expire === handler) expire = null;
    };
  }, [queryClient, navigate]);
}
