// GET /api/products/{id}/size-chart: the chart of a product's sizes (ADR 2906); read only when
// the shopper opens the size chart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSizeChart } from '@store/shared/size-charts';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const getSizeChart = (id: string, signal?: AbortSignal) =>
  api<ProductSizeChart>(`/api/products/${encodeURIComponent(id)}/size-chart`, { signal });

export const sizeChartQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.sizeChart(id),
    queryFn: ({ signal }) => getSizeChart(id, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useSizeChart = (id: string) => useQuery(sizeChartQueryOptions(id));
