// DELETE /cart/clear: Clear Cart empties the cart and the stored addedToCart list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@store/shared/cart';
import { sendChange } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { writeAddedToCart } from '../lib/added-to-cart';
import { cartKeys } from './keys';

export const clearCart = () => sendChange('DELETE', '/cart/clear');

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: clearCart,
    onSuccess: () => {
      writeAddedToCart([]);
      queryClient.setQueryData<CartItem[]>(cartKeys.all, []);
    },
  });
}
