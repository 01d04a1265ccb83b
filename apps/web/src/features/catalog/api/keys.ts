// The query keys of the catalogue's screens, written once: the API files query under them and
// the server-drawn first screen (app/first-screen.ts) seeds the cache under the same ones, so a
// hydrated page never fetches what the server already drew.
export const catalogueKeys = {
  product: (id: string) => ['product', id] as const,
  /** `params` is listingParams(): the listing's discovery query string. */
  productsByType: (type: string, params: string) => ['products', 'type', type, params] as const,
  /** `params` is searchDiscoveryParams(): '' for a plain search. */
  search: (query: string, params: string) => ['search', query, params] as const,
};
