// GET /auth/user/profile: the signed-in shopper's {id, name, email}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@store/shared/accounts';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

export type Profile = User;

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api<Profile>('/auth/user/profile', { signal }),
    staleTime: 5 * 60_000,
  });

/** Runs only with a stored token (without one the screen says 'Not logged in'). */
export const useProfile = () => useQuery({ ...profileQuery(), enabled: Boolean(getToken()) });
