// GET /api/products/type/{type}: a listing, page by page (limit/offset, X-Total-Count), with its
// sort and filters (API.md, Discovery) as the canonical query string shared listingParams() builds.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
export { LISTING_DEFAULT_SORT, listingParams } from '@store/shared/discovery';
import type { Product } from '@store/shared/product';
import { nextOffset, toPage, type ProductPage } from '../../../lib/paging';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

/** 24 fills whole rows of 2, 3 and 4 columns. */
export const LISTING_PAGE_SIZE = 24;

export async function getProductsByType(
  type: string,
  params: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const query = new URLSearchParams(params);
  query.set('limit', String(LISTING_PAGE_SIZE));
  query.set('offset', String(offset));
  const { data, headers } = await apiRequest<Product[]>(`/api/products/type/${encodeURIComponent(type)}`, {
    query,
    signal,
  });
  return toPage(Array.isArray(data) ? data : [], headers, offset);
}

export const productsByTypeQuery = (type: string, params: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.productsByType(type, params),
    queryFn: ({ pageParam, signal }) => getProductsByType(type, params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // A new filter keeps the grid on screen until its first page comes (no skeleton flash).
    placeholderData: keepPreviousData,
  });

export const useProductsByType = (type: string, params: string) => useInfiniteQuery(productsByTypeQuery(type, params));
