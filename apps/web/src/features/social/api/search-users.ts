// GET /api/friends/search?query=: users whose name or e-mail is exactly the query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FoundUser } from '@store/shared/friends';
import { api } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { socialKeys } from './keys';

export type { FoundUser };

export const searchUsers = (query: string, signal?: AbortSignal) =>
  api<FoundUser[]>('/api/friends/search', { query: { query }, signal });

export const searchUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: socialKeys.userSearch(query),
    queryFn: ({ signal }) => searchUsers(query, signal),
    staleTime: 0,
  });

/** Runs only for a submitted, non-blank query. */
export function useSearchUsers(query: string | null) {
  return useQuery({ ...searchUsersQueryOptions(query ?? ''), ...EXPIRES_SESSION, enabled: Boolean(query) });
}
