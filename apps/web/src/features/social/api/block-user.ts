// POST/DELETE /api/friends/block/{userId} and GET /api/friends/blocked. Blocking ends the
// friendship, so every friends query is read again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedUser } from '@store/shared/social';
import { api, apiPath, sendChange } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { FRIENDS_QUERY_ROOT } from '../../../lib/social/friends';
import { socialKeys } from './keys';

/** `query`: the friend search that found a stranger, which lets the server block them (ADR 2612). */
export const blockUser = (userId: string, query?: string) =>
  sendChange('POST', apiPath`/api/friends/block/${userId}`, { json: { query } });
export const unblockUser = (userId: string) => sendChange('DELETE', apiPath`/api/friends/block/${userId}`);
export const getBlocked = (signal?: AbortSignal) => api<BlockedUser[]>('/api/friends/blocked', { signal });

export const blockedQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.blocked(), queryFn: ({ signal }) => getBlocked(signal) });

export const useBlocked = () => useQuery({ ...blockedQueryOptions(), enabled: Boolean(getToken()) });

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block, query }: { userId: string; block: boolean; query?: string }) =>
      block ? blockUser(userId, query) : unblockUser(userId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: FRIENDS_QUERY_ROOT });
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
  });
}
