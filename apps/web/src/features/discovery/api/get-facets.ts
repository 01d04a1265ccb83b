// GET /api/products/facets?type= or ?query=, with the applied filters: the counts beside each
// filter value (docs/api.md, Discovery). The answer is checked: counts of the wrong shape would break the
// filter panel, and the page is still usable without them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryParams, readFacets, type Facets, type Filters } from '@store/shared/discovery';
import { apiRequest } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

export type FacetScope = { type: string } | { query: string };

export async function getFacets(scope: FacetScope, filters: Filters, signal?: AbortSignal): Promise<Facets> {
  const query = discoveryParams(filters, undefined);
  if ('type' in scope) query.set('type', scope.type);
  else query.set('query', scope.query);
  return readFacets((await apiRequest<unknown>('/api/products/facets', { query, signal })).data);
}

export const facetsQueryOptions = (scope: FacetScope, filters: Filters) =>
  queryOptions({
    queryKey: discoveryKeys.facets(scope, discoveryParams(filters, undefined).toString()),
    queryFn: ({ signal }) => getFacets(scope, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useFacets = (scope: FacetScope, filters: Filters, enabled = true) =>
  useQuery({ ...facetsQueryOptions(scope, filters), enabled });
