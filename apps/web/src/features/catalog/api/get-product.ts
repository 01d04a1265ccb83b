// GET /products/getId/{id}: one product.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/shared/product';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const getProduct = (id: string, signal?: AbortSignal) =>
  api<Product>(`/products/getId/${encodeURIComponent(id)}`, { signal });

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

/** `shown` (the product a card passed along) is on screen at once while the fresh copy loads. */
export const useProduct = (id: string, shown?: Product) =>
  useQuery({ ...productQueryOptions(id), placeholderData: shown?.id === id ? shown : undefined });
