// GET /api/products/hybrid-search?query=&searchType=text, page by page, with its sort and filters
// (API.md, Discovery) as the canonical query string searchDiscoveryParams() builds; and the image
// upload (POST, multipart `image`), which the server answers with its maintenance message for now.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
export { SEARCH_DEFAULT_SORT, searchDiscoveryParams } from '@store/shared/discovery';
import type { Product } from '@store/shared/product';
import { nextOffset, toPage, type ProductPage } from '../../../lib/paging';
import { api, apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

export const SEARCH_PAGE_SIZE = 24;

/** The spec lets the answer be a list, or hold it in products or data. */
function listOf(payload: unknown): Product[] {
  if (Array.isArray(payload)) return payload as Product[];
  const holder = payload as { products?: unknown; data?: unknown } | null;
  if (Array.isArray(holder?.products)) return holder.products as Product[];
  if (Array.isArray(holder?.data)) return holder.data as Product[];
  return [];
}

export async function searchProducts(
  query: string,
  params: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const search = new URLSearchParams({ query, searchType: 'text' });
  for (const [k, v] of new URLSearchParams(params)) search.append(k, v);
  search.set('limit', String(SEARCH_PAGE_SIZE));
  search.set('offset', String(offset));
  const { data, headers } = await apiRequest<unknown>('/api/products/hybrid-search', { query: search, signal });
  return toPage(listOf(data), headers, offset);
}

/** `params` is searchDiscoveryParams(): '' for a plain search (the first screen's key too). */
export const searchQuery = (query: string, params: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(query, params),
    queryFn: ({ pageParam, signal }) => searchProducts(query, params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: query.length > 0,
    // A new filter or sort keeps the results on screen until its first page comes (no skeleton
    // flash); a new query remounts the results (SearchRoute keys them), so it never shows another's.
    placeholderData: keepPreviousData,
  });

export const useSearchProducts = (query: string, params: string) => useInfiniteQuery(searchQuery(query, params));

export function searchByImage(image: Blob, filename: string): Promise<unknown> {
  const body = new FormData();
  body.append('searchType', 'image');
  body.append('image', image, filename);
  return api('/api/products/hybrid-search', { method: 'POST', body });
}
