// The friends a product can be sent to, for screens outside the friends feature (the product
// page's Send to friends). Reads GET /cart/friends under the friends feature's own query key
// (features/friends/api/keys.ts), so both share one cached answer.
import { useQuery } from '@tanstack/react-query';
import type { FriendCart } from '@store/shared/friends';
import { api } from '../api-client';
import { getToken } from '../storage';

/** features/friends/api/keys.ts's friendsKeys.all: invalidating it refreshes every friends query. */
export const FRIENDS_QUERY_ROOT = ['friends'] as const;

type FriendEntry = Pick<FriendCart, 'friendId' | 'friendName'>;

export function useFriendsToShareWith() {
  return useQuery({
    queryKey: [...FRIENDS_QUERY_ROOT, 'carts'],
    queryFn: ({ signal }) => api<FriendEntry[]>('/cart/friends', { signal }),
    enabled: Boolean(getToken()),
  });
}
