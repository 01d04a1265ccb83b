// A listing's or search's sort and filters, kept in the URL's query string (issue 16): a filtered
// listing can be shared, reloaded and opened in a new tab, and Back comes back to it. Changes
// replace the current history entry, so Back leaves the listing rather than undoing filters.
import { startTransition, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  discoveryParams,
  LIST_FILTERS,
  LISTING_SORTS,
  SEARCH_DEFAULT_SORT,
  SEARCH_SORTS,
  NO_FILTERS,
  readDiscoveryParams,
  type Filters,
  type ListFilter,
  type Sort,
} from '@store/shared/discovery';

const DISCOVERY_KEYS = [...LIST_FILTERS, 'minPrice', 'maxPrice', 'minDiscount', 'sort'];

export interface Discovery {
  filters: Filters;
  /** The sort the URL names; undefined is the page's default. */
  sort: Sort | undefined;
  /** The page's own order (Popular on a listing, Relevance on a search), and the sorts it offers. */
  defaultSort: Sort;
  sorts: readonly Sort[];
  toggle(key: ListFilter, value: string): void;
  setPrice(min: number | undefined, max: number | undefined): void;
  setMinDiscount(min: number | undefined): void;
  setSort(sort: Sort): void;
  clear(): void;
}

/** The filters with this value of one filter added, or taken away when it was there. */
export function toggled(filters: Filters, key: ListFilter, value: string): Filters {
  const values = filters[key];
  return { ...filters, [key]: values.includes(value) ? values.filter((v) => v !== value) : [...values, value] };
}

export function useDiscovery(defaultSort: Sort): Discovery {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the params' identity
  const { filters, sort } = useMemo(() => readDiscoveryParams(params), [key]);

  return useMemo(() => {
    const write = (next: Filters, nextSort: Sort | undefined) => {
      const out = new URLSearchParams(params);
      for (const k of DISCOVERY_KEYS) out.delete(k);
      for (const [k, v] of discoveryParams(next, nextSort === defaultSort ? undefined : nextSort)) out.append(k, v);
      // A transition: the listing follows the filter controls, which show the choice at once
      // (FilterPanel's optimistic state), so a tap's next paint is the control's alone (INP).
      startTransition(() => setParams(out, { replace: true, preventScrollReset: true }));
    };
    return {
      filters,
      sort,
      defaultSort,
      // Relevance means something only where there is a query: a search offers it, a listing not.
      sorts: defaultSort === SEARCH_DEFAULT_SORT ? SEARCH_SORTS : LISTING_SORTS,
      toggle: (k, value) => write(toggled(filters, k, value), sort),
      setPrice: (minPrice, maxPrice) => write({ ...filters, minPrice, maxPrice }, sort),
      setMinDiscount: (minDiscount) => write({ ...filters, minDiscount }, sort),
      setSort: (s) => write(filters, s),
      clear: () => write(NO_FILTERS, sort),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, defaultSort]);
}
