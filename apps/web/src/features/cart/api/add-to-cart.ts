// POST /cart/add/{id}: Add to Cart on the product page, Move to Cart on the wishlist, and a copy
// from a friend's cart; and the words each failure is told in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartAnswer, CartAddSource } from '@store/shared/cart';
import { MSG } from '@store/shared/messages';
import { api, ApiError, apiPath, isStatus } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { rememberAddedToCart } from '../lib/added-to-cart';
import { cartKeys } from './keys';

/**
 * POST /cart/add/{id}: `{quantity}` from product screens, no body from friends' carts; `from`
 * tells the server a copy from a friend's cart apart from an add.
 */
export function addToCart(productId: string, quantity?: number, from?: CartAddSource) {
  return api<AddToCartAnswer>(apiPath`/cart/add/${productId}`, {
    method: 'POST',
    query: { from },
    json: quantity === undefined ? undefined : { quantity },
  });
}

/** The add-to-cart alerts (docs/product.md, Adding to the cart); a 401 ends the session instead. */
export function addToCartErrorMessage(err: unknown, notFoundMessage: string = MSG.productNotFoundRefreshPage): string {
  if (err instanceof ApiError) {
    if (err.status === 404) return notFoundMessage;
    if (err.status === 409) return isAlreadyInCart(err) ? MSG.alreadyInCart : MSG.productUnavailable;
    if (err.status === 400) return err.message || MSG.invalidRequest;
    return err.message || MSG.addToCartFailed;
  }
  return MSG.addToCartFailed;
}

/** A 409 that says the product is in the cart already (the other 409: it is no longer sold). */
export const isAlreadyInCart = (err: unknown) =>
  isStatus(err, 409) && (err as ApiError).message !== MSG.productUnavailable;

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: ({ productId, quantity, from }: { productId: string; quantity?: number; from?: CartAddSource }) =>
      addToCart(productId, quantity, from),
    onSuccess: (_data, { productId }) => rememberAddedToCart(productId),
    onError: (err, { productId }) => {
      if (isAlreadyInCart(err)) rememberAddedToCart(productId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
