// Product lists paged with limit/offset and X-Total-Count (explore, search; shared/paging): the
// page shape useInfiniteQuery keeps, how one page is fetched, and the query options both lists
// share. The grid that shows them is components/ui/infinite-product-grid.tsx.
import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { DID_YOU_MEAN_HEADER, TOTAL_COUNT_HEADER, type Page } from '@store/shared/paging';
import type { Product } from '@store/shared/product';
import { apiRequest } from './api-client';

export interface ProductPage extends Page<Product> {
  offset: number;
  /** A search that found nothing: the query the server offers instead (ADR 2908). */
  didYouMean?: string;
}

/** getNextPageParam for useInfiniteQuery over ProductPage: the next offset, or none when all are loaded. */
export function nextOffset(last: ProductPage): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

/** Reads a list answer and its X-Total-Count into a page. */
export function toPage(items: Product[], headers: Headers, offset: number): ProductPage {
  const header = Number(headers.get(TOTAL_COUNT_HEADER));
  const total = Number.isFinite(header) && header >= 0 ? header : offset + items.length;
  const didYouMean = headers.get(DID_YOU_MEAN_HEADER);
  return didYouMean ? { items, offset, total, didYouMean } : { items, offset, total };
}

/** GET one page of a product list: `query` plus `limit` and `offset`; `listOf` finds the list in the answer. */
export async function fetchProductPage(
  path: string,
  query: URLSearchParams,
  { limit, offset }: { limit: number; offset: number },
  listOf: (payload: unknown) => Product[],
  signal?: AbortSignal,
): Promise<ProductPage> {
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  const { data, headers } = await apiRequest<unknown>(path, { query, signal });
  return toPage(listOf(data), headers, offset);
}

/**
 * The infinite query of a product list, from offset 0. A new filter or sort keeps the list on
 * screen until its first page comes (no skeleton flash).
 */
export const productPagesQueryOptions = <K extends QueryKey>(
  queryKey: K,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<ProductPage>,
  enabled = true,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled,
    placeholderData: keepPreviousData,
  });
