// Query keys of the discovery feature (ADR 2700).
import type { FacetScope } from './get-facets';

export const discoveryKeys = {
  all: ['discovery'] as const,
  /** `filters` is the applied filters' query string. */
  facets: (scope: FacetScope, filters: string) => [...discoveryKeys.all, 'facets', scope, filters] as const,
};
