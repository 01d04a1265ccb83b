// POST /cart/add/{id}: Add to Cart on the product page, Move to Cart on the wishlist, and a copy
// from a friend's cart; and the words each failure is told in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartAnswer, CartAddSource } from '@store/shared/cart';
import { MSG } from '@store/shared/messages';
import { api, ApiError, apiPath, isStatus } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { rememberAddedToCart } from '../lib/added-to-cart';
import { cartKeys } from './keys';
import { msg } from '../../../lib/i18n/msg';

/**
 * POST /cart/add/{id}: `{quantity, size}` from product screens; from friends' carts no body, or
 * `{size}` when the friend's line has one (a copy takes the friend's size, ADR 2905); `from`
 * tells the server a copy from a friend's cart apart from an add.
 */
export function addToCart(productId: string, quantity?: number, from?: CartAddSource, size?: string | null) {
  const body = { ...(quantity === undefined ? {} : { quantity }), ...(size ? { size } : {}) };
  return api<AddToCartAnswer>(apiPath`/cart/add/${productId}`, {
    method: 'POST',
    query: { from },
    json: Object.keys(body).length ? body : undefined,
  });
}

/** The add-to-cart alerts (docs/product.md, Adding to the cart); a 401 ends the session instead. */
export function addToCartErrorMessage(
  err: unknown,
  notFoundMessage: string = msg().productNotFoundRefreshPage,
): string {
  if (err instanceof ApiError) {
    if (err.status === 404) return notFoundMessage;
    if (err.status === 409) return isAlreadyInCart(err) ? msg().alreadyInCart : msg().productUnavailable;
    if (err.status === 400) return err.message || msg().invalidRequest;
    return err.message || msg().addToCartFailed;
  }
  return msg().addToCartFailed;
}

/** A 409 that says the product is in the cart already (the other 409: it is no longer sold). */
export const isAlreadyInCart = (err: unknown) =>
  isStatus(err, 409) && (err as ApiError).message !== MSG.productUnavailable;

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    ...EXPIRES_SESSION,
    mutationFn: ({
      productId,
      quantity,
      from,
      size,
    }: {
      productId: string;
      quantity?: number;
      from?: CartAddSource;
      size?: string | null;
    }) => addToCart(productId, quantity, from, size),
    onSuccess: (_data, { productId }) => rememberAddedToCart(productId),
    onError: (err, { productId }) => {
      if (isAlreadyInCart(err)) rememberAddedToCart(productId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
