// Query keys of the search feature (ADR 2700).
export const searchKeys = {
  all: ['search'] as const,
  /** `params` is searchDiscoveryParams(): '' for a plain search. */
  products: (query: string, params: string) => [...searchKeys.all, 'products', query, params] as const,
  suggestions: (q: string) => [...searchKeys.all, 'suggestions', q.toLowerCase()] as const,
};
