// PATCH /cart/{productId}: a cart line's quantity (1–10) or size (docs/api.md; ADR 2905).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartAnswer, CartLineChange } from '@store/shared/cart';
import { api, apiPath } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import type { CartItem } from './get-cart';
import { cartKeys } from './keys';

export const changeCartLine = (productId: string, change: CartLineChange) =>
  api<AddToCartAnswer>(apiPath`/cart/${productId}`, { method: 'PATCH', json: change });

/** Changes a line and shows the change at once; the cart is read again when the server answered. */
export function useChangeCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: ({ productId, change }: { productId: string; change: CartLineChange }) =>
      changeCartLine(productId, change),
    onMutate: async ({ productId, change }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const before = queryClient.getQueryData<CartItem[]>(cartKeys.all);
      queryClient.setQueryData<CartItem[]>(cartKeys.all, (items) =>
        items?.map((i) => (i.productId === productId ? { ...i, ...change } : i)),
      );
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(cartKeys.all, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
