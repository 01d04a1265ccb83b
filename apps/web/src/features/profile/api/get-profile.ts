// GET /auth/user/profile: the signed-in shopper's {id, name, email}, and `operator: true` for an
// operator (the console's entry in the profile and the side menu).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile as ProfileAnswer } from '@store/shared/accounts';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

export type Profile = ProfileAnswer;

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api<Profile>('/auth/user/profile', { signal }),
    staleTime: 5 * 60_000,
  });

/** Runs only with a stored token (without one the screen says 'Not logged in'). */
export const useProfile = () => useQuery({ ...profileQuery(), enabled: Boolean(getToken()) });
