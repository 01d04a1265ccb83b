// Query keys of the catalogue feature (ADR 2700).
export const catalogKeys = {
  all: ['catalog'] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
  sizeChart: (id: string) => [...catalogKeys.all, 'size-chart', id] as const,
  brandProducts: (brand: string) => [...catalogKeys.all, 'brand-products', brand.toLowerCase()] as const,
  /** `params` is listingParams(): the listing's discovery query string. */
  productsByType: (type: string, params: string) => [...catalogKeys.all, 'products', type, params] as const,
};
