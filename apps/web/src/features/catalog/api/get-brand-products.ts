// GET /api/products/by-brand?brand=: the first products of a brand, for "More from {brand}"
// under a product (ADR 2907). The brand listing's own call, one short page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/shared/product';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const MORE_FROM_BRAND = 12;

export const getBrandProducts = (brand: string, signal?: AbortSignal) =>
  api<Product[]>('/api/products/by-brand', { query: { brand, limit: MORE_FROM_BRAND, offset: 0 }, signal });

export const brandProductsQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: catalogKeys.brandProducts(brand),
    queryFn: ({ signal }) => getBrandProducts(brand, signal),
    staleTime: 5 * 60_000,
  });

/** Asked only once the row comes near the screen (`enabled`). */
export const useBrandProducts = (brand: string, enabled: boolean) =>
  useQuery({ ...brandProductsQueryOptions(brand), enabled: enabled && brand !== '' });
