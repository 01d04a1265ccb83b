// GET /api/products/hybrid-search?query=&searchType=text, page by page; and the image upload
// (POST, multipart `image`), which the server answers with its maintenance message for now.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '@store/shared/product';
import { nextOffset, toPage, type ProductPage } from '../../../components/ui/infinite-product-grid';
import { api, apiRequest } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 24;

/** The spec lets the answer be a list, or hold it in products or data. */
function listOf(payload: unknown): Product[] {
  if (Array.isArray(payload)) return payload as Product[];
  const holder = payload as { products?: unknown; data?: unknown } | null;
  if (Array.isArray(holder?.products)) return holder.products as Product[];
  if (Array.isArray(holder?.data)) return holder.data as Product[];
  return [];
}

export async function searchProducts(query: string, offset: number, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiRequest<unknown>('/api/products/hybrid-search', {
    query: { query, searchType: 'text', limit: SEARCH_PAGE_SIZE, offset },
    signal,
  });
  return toPage(listOf(data), headers, offset);
}

export const searchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['search', query],
    queryFn: ({ pageParam, signal }) => searchProducts(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: query.length > 0,
  });

export const useSearchProducts = (query: string) => useInfiniteQuery(searchQuery(query));

export function searchByImage(image: Blob, filename: string): Promise<unknown> {
  const body = new FormData();
  body.append('searchType', 'image');
  body.append('image', image, filename);
  return api('/api/products/hybrid-search', { method: 'POST', body });
}
