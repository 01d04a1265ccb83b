// A listing's or search's sort and filters, kept in the URL's query string (ADR 1600): a filtered
// listing can be shared, reloaded and opened in a new tab, and Back comes back to it. Changes
// replace the current history entry, so Back leaves the listing rather than undoing filters.
import { startTransition, useEffect, useMemo, useRef } from 'react';
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
  /** Takes a value of a list filter (on) or gives it up (off). */
  pick(key: ListFilter, value: string, on: boolean): void;
  setPrice(min: number | undefined, max: number | undefined): void;
  setMinDiscount(min: number | undefined): void;
  setSort(sort: Sort): void;
  clear(): void;
}

/** The filters with this value of one filter taken (on) or given up (off), whatever its case. */
export function picked(filters: Filters, key: ListFilter, value: string, on: boolean): Filters {
  const others = filters[key].filter((v) => v.toLowerCase() !== value.toLowerCase());
  return { ...filters, [key]: on ? [...others, value] : others };
}

export function useDiscovery(defaultSort: Sort): Discovery {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the params' identity
  const { filters, sort } = useMemo(() => readDiscoveryParams(params), [key]);
  // The query strings written and not yet rendered, oldest first: a change made before the one
  // ahead of it has rendered (two quick taps) builds on it, not on the URL this render read. A URL
  // that is none of them (Back, a new search) was written elsewhere, and is the base again.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(key);
    pending.current = at === -1 ? [] : pending.current.slice(at + 1);
  }, [key]);

  return useMemo(() => {
    const write = (change: (now: Filters) => Filters, newSort?: Sort) => {
      const base = new URLSearchParams(pending.current.at(-1) ?? params);
      const now = readDiscoveryParams(base);
      const next = change(now.filters);
      const nextSort = newSort ?? now.sort;
      const out = new URLSearchParams(base);
      for (const k of DISCOVERY_KEYS) out.delete(k);
      for (const [k, v] of discoveryParams(next, nextSort === defaultSort ? undefined : nextSort)) out.append(k, v);
      pending.current.push(out.toString());
      // A transition: the listing follows the filter controls, which show the choice at once
      // (FilterPanel's boxes are the browser's own), so a tap's next paint is the box's alone (INP).
      startTransition(() => setParams(out, { replace: true, preventScrollReset: true }));
    };
    return {
      filters,
      sort,
      defaultSort,
      // Relevance means something only where there is a query: a search offers it, a listing not.
      sorts: defaultSort === SEARCH_DEFAULT_SORT ? SEARCH_SORTS : LISTING_SORTS,
      pick: (k, value, on) => write((now) => picked(now, k, value, on)),
      setPrice: (minPrice, maxPrice) => write((now) => ({ ...now, minPrice, maxPrice })),
      setMinDiscount: (minDiscount) => write((now) => ({ ...now, minDiscount })),
      setSort: (s) => write((now) => now, s),
      clear: () => write(() => NO_FILTERS),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, defaultSort]);
}
