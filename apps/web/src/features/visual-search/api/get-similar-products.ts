// GET /api/products/similar/{id}?limit=: the products most like one, never itself (docs/api.md, Search).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/shared/product';
import { api, apiPath } from '../../../lib/api-client';
import { visualSearchKeys } from './keys';

export const getSimilarProducts = (productId: string, limit: number, signal?: AbortSignal) =>
  api<Product[]>(apiPath`/api/products/similar/${productId}`, { query: { limit }, signal });

export const similarProductsQueryOptions = (productId: string, limit: number, enabled = true) =>
  queryOptions({
    queryKey: visualSearchKeys.similar(productId, limit),
    queryFn: ({ signal }) => getSimilarProducts(productId, limit, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSimilarProducts = (productId: string, limit: number, enabled = true) =>
  useQuery(similarProductsQueryOptions(productId, limit, enabled));
