// POST /api/friends/accept/{id} and /reject/{id}: the answered row leaves the list at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, sendChange } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import type { FriendRequest } from './get-friend-requests';
import { socialKeys } from './keys';

export type RequestAnswer = 'accept' | 'reject';

export const respondToRequest = (requestId: string, answer: RequestAnswer) =>
  sendChange('POST', apiPath`/api/friends/${answer}/${requestId}`);

export function useRespondToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: ({ requestId, answer }: { requestId: string; answer: RequestAnswer }) =>
      respondToRequest(requestId, answer),
    onSuccess: (_data, { requestId, answer }) => {
      queryClient.setQueryData<FriendRequest[]>(socialKeys.friendRequests(), (list) =>
        list?.filter((r) => r.id !== requestId),
      );
      if (answer === 'accept') void queryClient.invalidateQueries({ queryKey: socialKeys.friendsCarts() });
    },
  });
}
