// DELETE /api/friends/{friendId}: either side ends the friendship; the row leaves my list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, sendChange } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import type { FriendCart } from './get-friends-carts';
import { socialKeys } from './keys';

export const removeFriend = (friendId: string) => sendChange('DELETE', apiPath`/api/friends/${friendId}`);

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: removeFriend,
    onSuccess: (_data, friendId) => {
      queryClient.setQueryData<FriendCart[]>(socialKeys.friendsCarts(), (list) =>
        list?.filter((f) => f.friendId !== friendId),
      );
      void queryClient.invalidateQueries({ queryKey: socialKeys.friends() });
    },
  });
}
