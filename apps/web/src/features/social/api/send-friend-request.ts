// POST /api/friends/request/{userId}: 201 sent, or 200 when that user had already asked me.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, sendChange } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { socialKeys } from './keys';

export const sendFriendRequest = (userId: string) => sendChange('POST', apiPath`/api/friends/request/${userId}`);

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: sendFriendRequest,
    // Either way the search answer and maybe my friends changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.friends() }),
  });
}
