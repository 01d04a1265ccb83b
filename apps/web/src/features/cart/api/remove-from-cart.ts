// DELETE /cart/remove/{id}: one line leaves the cart (and the stored addedToCart list).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@store/shared/cart';
import { apiPath, isStatus, sendChange } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { forgetAddedToCart } from '../lib/added-to-cart';
import { cartKeys } from './keys';

export const removeFromCart = (productId: string) => sendChange('DELETE', apiPath`/cart/remove/${productId}`);

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: (productId: string) => removeFromCart(productId),
    onSuccess: (_data, productId) => {
      forgetAddedToCart(productId);
      queryClient.setQueryData<CartItem[]>(cartKeys.all, (items) => items?.filter((i) => i.productId !== productId));
    },
    onError: (err, productId) => {
      if (isStatus(err, 404)) forgetAddedToCart(productId);
    },
  });
}
