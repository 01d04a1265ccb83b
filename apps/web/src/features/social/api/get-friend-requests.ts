// GET /api/friends/requests: incoming pending requests, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendRequest } from '@store/shared/friends';
import { api } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';
import { socialKeys } from './keys';

export type { FriendRequest };

export const getFriendRequests = (signal?: AbortSignal) => api<FriendRequest[]>('/api/friends/requests', { signal });

export const friendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.friendRequests(),
    queryFn: ({ signal }) => getFriendRequests(signal),
    staleTime: 0,
  });

export function useFriendRequests() {
  return useQuery({ ...friendRequestsQueryOptions(), ...EXPIRES_SESSION, enabled: Boolean(getToken()) });
}
