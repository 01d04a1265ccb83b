// The signed-in shopper's cart on the client: calls, query keys and hooks, shared by the
// product page, the cart screen and friends' carts. Also keeps the stored `addedToCart` list
// (spec section 3) in step, since the product page reads it when signed out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import { api, ApiError, apiPath, sendChange } from '../../../lib/api-client';
import type { AddToCartAnswer, CartAddSource, CartItem } from '@store/shared/cart';
import { isOpinions } from '@store/shared/opinions';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { getToken, readJson, writeJson } from '../../../lib/storage';

export type { CartItem };

export const cartKeys = { all: ['cart'] as const };

// ---- the stored addedToCart list -------------------------------------------------------------

/** Product ids stored as "in my cart" (survives bad or foreign values). */
export function readAddedToCart(): string[] {
  const value = readJson<unknown>(STORAGE_KEYS.addedToCart, []);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function writeAddedToCart(ids: string[]): void {
  try {
    writeJson(STORAGE_KEYS.addedToCart, [...new Set(ids)]);
  } catch {
    // Storage full or blocked: the server cart stays the truth when signed in.
  }
}

export const rememberAddedToCart = (productId: string) => writeAddedToCart([...readAddedToCart(), productId]);
export const forgetAddedToCart = (productId: string) =>
  writeAddedToCart(readAddedToCart().filter((id) => id !== productId));

// ---- reading the cart -------------------------------------------------------------------------

const asRecord = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

/**
 * The spec allows several cart shapes (a list, or one under items, cart.items or data; the id as
 * productId, id, _id or product_id, possibly in a nested product). Our server answers the plain
 * list; the rest costs little and keeps other deployments working.
 */
export function normalizeCart(payload: unknown): CartItem[] {
  const body = asRecord(payload);
  const list = Array.isArray(payload)
    ? payload
    : (body?.items ?? asRecord(body?.cart)?.items ?? body?.data ?? asRecord(body?.data)?.items);
  if (!Array.isArray(list)) return [];
  const items: CartItem[] = [];
  for (const raw of list) {
    const item = asRecord(raw);
    if (!item) continue;
    const nested = asRecord(item.product) ?? {};
    const pick = (key: string) => item[key] ?? nested[key];
    const productId = str(
      item.productId ?? item.product_id ?? nested.id ?? nested._id ?? nested.productId ?? item.id ?? item._id,
    );
    if (!productId) continue;
    items.push({
      productId,
      title: str(pick('title') ?? pick('name')),
      imageUrl: str(pick('imageUrl')),
      price: num(pick('price'), 0),
      quantity: Math.max(1, Math.trunc(num(item.quantity, 1))),
      url: str(pick('url')),
      // Only our server says; a cart from elsewhere is taken as still on sale.
      available: pick('available') !== false,
      // Friends' votes on this line (issue 17), when the server sends them.
      ...(isOpinions(item.opinions) ? { opinions: item.opinions } : {}),
    });
  }
  return items;
}

/** GET /cart, falling back to GET /api/cart; a 404 means an empty cart (spec sections 7, 8). */
export async function fetchCart(signal?: AbortSignal): Promise<CartItem[]> {
  try {
    return normalizeCart(await api<unknown>('/cart', { signal }));
  } catch (err) {
    if (!(err instanceof ApiError) || err.status === 401) throw err;
    try {
      return normalizeCart(await api<unknown>('/api/cart', { signal }));
    } catch (fallbackErr) {
      if (fallbackErr instanceof ApiError && fallbackErr.status === 404) return [];
      throw fallbackErr;
    }
  }
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => fetchCart(signal),
    staleTime: 0,
  });

/**
 * The cart when signed in; disabled (no call) when no token is stored. `expiresSession`: the
 * cart screen needs the session, so a 401 there ends it; elsewhere the cart is a hint.
 */
export function useCart({ expiresSession = false }: { expiresSession?: boolean } = {}) {
  return useQuery({
    ...cartQueryOptions(),
    ...(expiresSession ? EXPIRES_SESSION : {}),
    enabled: Boolean(getToken()),
  });
}

// ---- changing the cart ------------------------------------------------------------------------

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

/** The add-to-cart alerts of spec section 8 (a 401 ends the session: lib/session-expiry.ts). */
export function addToCartErrorMessage(err: unknown, notFoundMessage: string = MSG.productNotFoundRefreshPage): string {
  if (err instanceof ApiError) {
    if (err.status === 404) return notFoundMessage;
    if (err.status === 409) return isAlreadyInCart(err) ? MSG.alreadyInCart : MSG.productUnavailable;
    if (err.status === 400) return err.message || MSG.invalidRequest;
    return err.message || MSG.addToCartFailed;
  }
  return MSG.addToCartFailed;
}

export const isStatus = (err: unknown, status: number) => err instanceof ApiError && err.status === status;

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

export const removeFromCart = (productId: string) => sendChange('DELETE', apiPath`/cart/remove/${productId}`);

export const clearCart = () => sendChange('DELETE', '/cart/clear');

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

/** Cart total = Σ price × quantity; item count = Σ quantity (spec section 9). */
export function cartTotals(items: CartItem[]): { total: number; count: number } {
  let total = 0;
  let count = 0;
  for (const item of items) {
    total += item.price * item.quantity;
    count += item.quantity;
  }
  return { total, count };
}
