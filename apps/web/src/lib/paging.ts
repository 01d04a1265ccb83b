// Product lists paged with limit/offset and X-Total-Count (explore, search): the page shape
// useInfiniteQuery keeps, and its two helpers. The grid that shows them is
// components/ui/infinite-product-grid.tsx.
import type { Product } from '@store/shared/product';

export interface ProductPage {
  items: Product[];
  total: number;
  offset: number;
}

/** getNextPageParam for useInfiniteQuery over ProductPage: the next offset, or none when all are loaded. */
export function nextOffset(last: ProductPage): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

/** Reads a list answer and its X-Total-Count into a page. */
export function toPage(items: Product[], headers: Headers, offset: number): ProductPage {
  const header = Number(headers.get('x-total-count'));
  return { items, offset, total: Number.isFinite(header) && header >= 0 ? header : offset + items.length };
}
