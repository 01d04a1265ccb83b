// GET /cart: the signed-in shopper's cart (the product page, the cart screen and friends' carts
// read it). Several answer shapes are read, and GET /api/cart is the fallback.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@store/shared/cart';
import { isOpinions } from '@store/shared/opinions';
import { api, ApiError } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';
import { cartKeys } from './keys';

export type { CartItem };

const asRecord = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * A cart answer may come in several shapes (a list, or one under items, cart.items or data; the
 * id as productId, id, _id or product_id, possibly in a nested product). Our server answers the
 * plain list; the rest costs little and keeps other deployments working.
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
      // The chosen size and what the line shows beside it (ADR 2905); blank from elsewhere.
      size: str(item.size) || null,
      brand: str(pick('brand')),
      originalPrice: num(pick('originalPrice'), num(pick('price'), 0)),
      discount: num(pick('discount'), 0),
      sizes: strings(pick('sizes')),
      sizesOutOfStock: strings(pick('sizesOutOfStock')),
      // Only our server says; a cart from elsewhere is taken as still on sale.
      available: pick('available') !== false,
      // Friends' votes on this line (ADR 1700), when the server sends them.
      ...(isOpinions(item.opinions) ? { opinions: item.opinions } : {}),
    });
  }
  return items;
}

/** GET /cart, falling back to GET /api/cart; a 404 means an empty cart (docs/product.md, Cart). */
export async function getCart(signal?: AbortSignal): Promise<CartItem[]> {
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
    queryFn: ({ signal }) => getCart(signal),
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
