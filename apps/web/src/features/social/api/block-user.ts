// POST and DELETE /api/friends/block/{userId}. Blocking ends the friendship, so everything social
// (friends, requests, activity, the blocked list) is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, sendChange } from '../../../lib/api-client';
import { socialKeys } from './keys';

/** `query`: the friend search that found a stranger, which lets the server block them (ADR 2612). */
export const blockUser = (userId: string, query?: string) =>
  sendChange('POST', apiPath`/api/friends/block/${userId}`, { json: { query } });
export const unblockUser = (userId: string) => sendChange('DELETE', apiPath`/api/friends/block/${userId}`);

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block, query }: { userId: string; block: boolean; query?: string }) =>
      block ? blockUser(userId, query) : unblockUser(userId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
  });
}
