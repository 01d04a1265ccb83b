// A 401 on any friend call: the session is over (drop tokens, go to /login, come back here).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { expireSession } from '../../../lib/session';

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;

/** Returns a handler for mutation errors; also watches a query error. Returns true when it expired. */
export function useSessionExpiry(queryError?: unknown) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const handle = useCallback(
    (err: unknown) => {
      if (!isUnauthorized(err)) return false;
      expireSession(queryClient, navigate, from);
      return true;
    },
    [queryClient, navigate, from],
  );
  useEffect(() => {
    if (queryError) handle(queryError);
  }, [queryError, handle]);
  return handle;
}
