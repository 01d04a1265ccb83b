// GET /auth/user/profile: the signed-in shopper's {id, name, email}, and `operator: true` for an
// operator (the console's entry in the profile and the side menu).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile as ProfileAnswer } from '@store/shared/accounts';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { profileKeys } from './keys';

export type Profile = ProfileAnswer;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => api<Profile>('/auth/user/profile', { signal }),
    staleTime: 5 * 60_000,
  });

/** Runs only with a stored token (without one the screen says 'Not logged in'). */
export const useProfile = () => useQuery({ ...profileQueryOptions(), enabled: Boolean(getToken()) });
