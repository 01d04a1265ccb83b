// GET /api/products/hybrid-search?query=&searchType=text, page by page, with its sort and filters
// (docs/api.md, Discovery) as the canonical query string searchDiscoveryParams() builds. Image search
// is features/visual-search.
import { useInfiniteQuery } from '@tanstack/react-query';
export { SEARCH_DEFAULT_SORT, searchDiscoveryParams } from '@store/shared/discovery';
import type { Product } from '@store/shared/product';
import { fetchProductPage, productPagesQueryOptions, type ProductPage } from '../../../lib/paging';
import { searchKeys } from './keys';

export const SEARCH_PAGE_SIZE = 24;

/** The web app has always read an answer that is a list, or hold it in products or data. */
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
  return fetchProductPage('/api/products/hybrid-search', search, { limit: SEARCH_PAGE_SIZE, offset }, listOf, signal);
}

/** `params` is searchDiscoveryParams(): '' for a plain search (the first screen's key too). */
/** A new query remounts the results (SearchRoute keys them), so the kept page is never another query's. */
export const searchProductsQueryOptions = (query: string, params: string) =>
  productPagesQueryOptions(
    searchKeys.products(query, params),
    (offset, signal) => searchProducts(query, params, offset, signal),
    query.length > 0,
  );

export const useSearchProducts = (query: string, params: string) =>
  useInfiniteQuery(searchProductsQueryOptions(query, params));
