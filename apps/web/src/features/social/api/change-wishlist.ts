// POST and DELETE /api/wishlist/{productId}: the heart. The list is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, sendChange } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import type { WishlistItem } from './get-wishlist';
import { socialKeys } from './keys';

export const addToWishlist = (productId: string) => sendChange('POST', apiPath`/api/wishlist/${productId}`);

export const removeFromWishlist = (productId: string) => sendChange('DELETE', apiPath`/api/wishlist/${productId}`);

export function useChangeWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) =>
      saved ? addToWishlist(productId) : removeFromWishlist(productId),
    onSuccess: (_data, { productId, saved }) => {
      if (!saved) {
        queryClient.setQueryData<WishlistItem[]>(socialKeys.wishlist(), (list) =>
          list?.filter((p) => p.id !== productId),
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.wishlist() }),
  });
}
