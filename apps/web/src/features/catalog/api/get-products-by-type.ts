// GET /api/products/type/{type}: a listing, page by page (limit/offset, X-Total-Count).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '@store/shared/product';
import { nextOffset, toPage, type ProductPage } from '../../../components/ui/infinite-product-grid';
import { apiRequest } from '../../../lib/api-client';

/** 24 fills whole rows of 2, 3 and 4 columns. */
export const LISTING_PAGE_SIZE = 24;

export async function getProductsByType(type: string, offset: number, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiRequest<Product[]>(`/api/products/type/${encodeURIComponent(type)}`, {
    query: { limit: LISTING_PAGE_SIZE, offset },
    signal,
  });
  return toPage(Array.isArray(data) ? data : [], headers, offset);
}

export const productsByTypeQuery = (type: string) =>
  infiniteQueryOptions({
    queryKey: ['products', 'type', type],
    queryFn: ({ pageParam, signal }) => getProductsByType(type, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useProductsByType = (type: string) => useInfiniteQuery(productsByTypeQuery(type));
