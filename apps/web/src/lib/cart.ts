// The signed-in shopper's cart on the client: calls, query keys and hooks, shared by the
// product page, the cart screen and friends' carts.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { getToken } from './storage';

export interface CartItem {
  productId: string;
  title: string;
  imageUrl: string;
  price: number;
  quantity: number;
  url: string;
}

export const cartKeys = { all: ['cart'] as const };

/** GET /cart; a 404 means an empty cart (spec section 8). */
export async function fetchCart(signal?: AbortSignal): Promise<CartItem[]> {
  try {
    return await api<CartItem[]>('/cart', { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.all, queryFn: ({ signal }) => fetchCart(signal), staleTime: 0 });

/** The cart when signed in; disabled (no call) when no token is stored. */
export function useCart() {
  return useQuery({ ...cartQueryOptions(), enabled: Boolean(getToken()) });
}

export function addToCart(productId: string, quantity?: number) {
  return api<{ message: string }>(`/cart/add/${encodeURIComponent(productId)}`, {
    method: 'POST',
    json: quantity === undefined ? undefined : { quantity },
  });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity?: number }) => addToCart(productId, quantity),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const removeFromCart = (productId: string) =>
  api(`/cart/remove/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export const clearCart = () => api<{ message: string }>('/cart/clear', { method: 'DELETE' });
