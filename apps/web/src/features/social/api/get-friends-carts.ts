// GET /cart/friends: every friend with name and cart (the friends list, friends' carts, the
// friends set the search screen polls, and the friends a product can be sent to).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendCart, FriendCartProduct } from '@store/shared/friends';
import { api } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';
import { socialKeys } from './keys';

export type { FriendCart, FriendCartProduct };

export const getFriendsCarts = (signal?: AbortSignal) => api<FriendCart[]>('/cart/friends', { signal });

export const friendsCartsQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.friendsCarts(), queryFn: ({ signal }) => getFriendsCarts(signal), staleTime: 0 });

/** `pollMs` re-reads while the calling screen is mounted; unmounting stops it. */
export function useFriendsCarts({ pollMs }: { pollMs?: number } = {}) {
  return useQuery({
    ...friendsCartsQueryOptions(),
    ...EXPIRES_SESSION,
    enabled: Boolean(getToken()),
    refetchInterval: pollMs ?? false,
  });
}
