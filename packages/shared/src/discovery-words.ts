// Discovery's words (ADR 1600), apart from messages.ts: the app chunk carries these (recently
// viewed, the search box), not the rest of the shared messages.
/** The sort labels are SORT_LABELS in discovery.ts. */
export const DISCOVERY_WORDS = {
  filters: 'Filters',
  sortBy: 'Sort by',
  clearAll: 'Clear all',
  /** A listing or search that has products, filtered down to none. */
  noFilterMatches: 'Nothing matches these filters.',
  brand: 'Brand',
  size: 'Size',
  colour: 'Colour',
  category: 'Category',
  price: 'Price',
  discount: 'Discount',
  minPrice: 'Min ₹',
  maxPrice: 'Max ₹',
  apply: 'Apply',
  priceFrom: (rupees: string) => `From ${rupees}`,
  priceUpTo: (rupees: string) => `Up to ${rupees}`,
  showProducts: (n: string) => `Show ${n} products`,
  discountStep: (min: number) => `${min}% and more`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  appliedFilters: 'Applied filters',
  recentlyViewed: 'Recently viewed',
  clearRecentlyViewed: 'Clear recently viewed',
  recentSearches: 'Recent searches',
  suggestionsCount: (n: number) =>
    n === 0 ? 'No suggestions' : `${n} ${n === 1 ? 'suggestion' : 'suggestions'} available`,
} as const;
