// GET /api/wishlist: the signed-in shopper's hearts, newest first, with friends' opinions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistItem } from '@store/shared/social';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { socialKeys } from './keys';

export type { WishlistItem };

export const getWishlist = (signal?: AbortSignal) => api<WishlistItem[]>('/api/wishlist', { signal });

export const wishlistQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.wishlist(), queryFn: ({ signal }) => getWishlist(signal) });

export function useWishlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistQueryOptions(), enabled: enabled && Boolean(getToken()) });
}
