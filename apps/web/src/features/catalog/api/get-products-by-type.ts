// GET /api/products/type/{type}: a listing, page by page (limit/offset, X-Total-Count), with its
// sort and filters (docs/api.md, Discovery) as the canonical query string shared listingParams() builds.
import { useInfiniteQuery } from '@tanstack/react-query';
export { LISTING_DEFAULT_SORT, listingParams } from '@store/shared/discovery';
import type { Product } from '@store/shared/product';
import { apiPath } from '../../../lib/api-client';
import { fetchProductPage, productPagesQueryOptions } from '../../../lib/paging';
import { catalogKeys } from './keys';

/** 24 fills whole rows of 2, 3 and 4 columns. */
export const LISTING_PAGE_SIZE = 24;

/** The answer is the list itself. */
const listOf = (payload: unknown): Product[] => (Array.isArray(payload) ? (payload as Product[]) : []);

export const getProductsByType = (type: string, params: string, offset: number, signal?: AbortSignal) =>
  fetchProductPage(
    apiPath`/api/products/type/${type}`,
    new URLSearchParams(params),
    { limit: LISTING_PAGE_SIZE, offset },
    listOf,
    signal,
  );

export const productsByTypeQueryOptions = (type: string, params: string) =>
  productPagesQueryOptions(catalogKeys.productsByType(type, params), (offset, signal) =>
    getProductsByType(type, params, offset, signal),
  );

export const useProductsByType = (type: string, params: string) =>
  useInfiniteQuery(productsByTypeQueryOptions(type, params));
