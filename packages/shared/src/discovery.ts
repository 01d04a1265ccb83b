// Discovery (docs/api.md, Discovery; ADR 1600): the sort orders and filters of listings and search,
// their query string, and the rules a filter value keeps. No zod here: the web app's listing pages
// import this at runtime (ADR 1605's bundle budget). The zod schemas of the query, the facets and
// the suggestions answer are in discovery-schema.ts, built on these rules.
import { COLOUR_FAMILIES, type ColourFamily } from './colour-family';
import { isPlainText } from './plain-text';

export const SORTS = ['popular', 'relevance', 'price_asc', 'price_desc', 'discount', 'newest', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** The sort control's words, in its order (ADR 1600). */
export const SORT_LABELS: Readonly<Record<Sort, string>> = {
  popular: 'Popular',
  relevance: 'Relevance',
  price_asc: 'Price low to high',
  price_desc: 'Price high to low',
  discount: 'Better discount',
  newest: 'Newest',
  rating: 'Customer rating',
};

/** Listings sort by popularity unless told otherwise; search by relevance. */
export const LISTING_SORTS: readonly Sort[] = SORTS.filter((s) => s !== 'relevance');
export const SEARCH_SORTS: readonly Sort[] = SORTS;

/** The minimum-discount steps a shopper picks from ("10% and more" … "50% and more"). */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;

/** Highest price a filter takes (whole rupees); a larger number is refused as malformed. */
export const MAX_FILTER_PRICE = 10_000_000;
/** At most this many values of one filter, each at most 100 characters. */
export const MAX_FILTER_VALUES = 30;
export const MAX_FILTER_VALUE_LENGTH = 100;
/** Suggestions: at most this many entries in all (docs/api.md, Discovery). */
export const MAX_SUGGESTIONS = 8;
export const SUGGEST_QUERY_MAX_LENGTH = 100;

/** The multi-value filters, by query parameter name. */
export const LIST_FILTERS = ['brand', 'size', 'color', 'category'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export interface Filters {
  brand: string[];
  size: string[];
  color: string[];
  category: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minDiscount?: number | undefined;
}

export const NO_FILTERS: Filters = { brand: [], size: [], color: [], category: [] };

export function hasFilters(f: Filters): boolean {
  return (
    LIST_FILTERS.some((k) => f[k].length > 0) ||
    f.minPrice !== undefined ||
    f.maxPrice !== undefined ||
    f.minDiscount !== undefined
  );
}

/** A repeatable parameter's values: one value or several (`brand=Zara&brand=H%26M`), trimmed, blanks dropped. */
export const filterValues = (v: string | string[] | undefined): string[] =>
  (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean);

/** At most MAX_FILTER_VALUES values of one filter. */
export const fewEnoughValues = (v: readonly string[]) => v.length <= MAX_FILTER_VALUES;

/** Each value at most MAX_FILTER_VALUE_LENGTH characters of plain text. */
export const plainValues = (v: readonly string[]) =>
  v.every((s) => s.length <= MAX_FILTER_VALUE_LENGTH && isPlainText(s));

/** A whole number written as digits only: "1e3", "-5", "12.5" and "" are malformed. */
export const WHOLE_NUMBER = /^\d{1,9}$/;

/** The family a shopper's colour value names ("blue" → "Blue"); unknown → undefined. */
export function colourFamilyValue(value: string): ColourFamily | undefined {
  return COLOUR_FAMILIES.find((f) => f.toLowerCase() === value.toLowerCase());
}

/**
 * Filters and sort as a query string, in one fixed order (so one filtered listing has one URL and
 * one cache key). Used by the web app's URLs and API calls.
 */
export function discoveryParams(f: Filters, sort: Sort | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of LIST_FILTERS) for (const v of [...f[key]].sort()) out.append(key, v);
  if (f.minPrice !== undefined) out.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== undefined) out.set('maxPrice', String(f.maxPrice));
  if (f.minDiscount !== undefined) out.set('minDiscount', String(f.minDiscount));
  if (sort) out.set('sort', sort);
  return out;
}

/** A listing sorts by popularity unless the shopper picks another order (the API's own default is today's order). */
export const LISTING_DEFAULT_SORT: Sort = 'popular';

/** A listing's discovery query as the web app asks for it (sort always said): its query key and first-screen key. */
export const listingParams = (f: Filters, sort: Sort | undefined) =>
  discoveryParams(f, sort ?? LISTING_DEFAULT_SORT).toString();

/** Search orders by relevance unless told otherwise; the API's own default is relevance too. */
export const SEARCH_DEFAULT_SORT: Sort = 'relevance';

/**
 * A search's discovery query as the web app asks for it: the default sort is left out, so a plain
 * search is '' (its query key and first-screen key; the API ranks by relevance without a sort).
 */
export const searchDiscoveryParams = (f: Filters, sort: Sort | undefined) =>
  discoveryParams(f, sort === SEARCH_DEFAULT_SORT ? undefined : sort).toString();

/** Reads filters and sort back from a query string; values the server would refuse are dropped. */
export function readDiscoveryParams(params: URLSearchParams): { filters: Filters; sort: Sort | undefined } {
  const lists = LIST_FILTERS.map((key) => filterValues(params.getAll(key)));
  // One refused list drops them all, as the server refuses the whole query.
  const ok = lists.every((v) => fewEnoughValues(v) && plainValues(v));
  const [brand = [], size = [], color = [], category = []] = ok ? lists : [];
  const num = (key: string, max: number) => {
    const v = params.get(key);
    return v !== null && WHOLE_NUMBER.test(v) && Number(v) <= max ? Number(v) : undefined;
  };
  const sort = params.get('sort');
  return {
    filters: {
      brand,
      size,
      color,
      category,
      minPrice: num('minPrice', MAX_FILTER_PRICE),
      maxPrice: num('maxPrice', MAX_FILTER_PRICE),
      minDiscount: num('minDiscount', 100),
    },
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : undefined,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isCount = (v: unknown): v is number => Number.isInteger(v);

function facetValues(v: unknown): { value: string; count: number }[] {
  if (!Array.isArray(v)) throw new TypeError('facets: not a list of values');
  return v.map((f: unknown) => {
    if (!isRecord(f) || typeof f.value !== 'string' || !isCount(f.count)) throw new TypeError('facets: bad value');
    return { value: f.value, count: f.count };
  });
}

/** One value of a filter and how many products have it. */
export interface FacetValue {
  value: string;
  count: number;
}

/** The facets answer: counts beside each filter value (discovery-schema.ts's facetsSchema satisfies it). */
export interface Facets {
  total: number;
  brands: FacetValue[];
  sizes: FacetValue[];
  colors: FacetValue[];
  categories: FacetValue[];
  price: { min: number; max: number };
  discounts: { min: number; count: number }[];
}

/**
 * The web app's check of a facets answer (discovery-schema.ts's facetsSchema, without zod on the
 * listing pages): counts of the wrong shape throw. Written as a Facets literal, so a field added
 * to Facets (which the schema must satisfy) fails to compile here until it is read too.
 */
export function readFacets(payload: unknown): Facets {
  if (!isRecord(payload) || !isCount(payload.total) || !isRecord(payload.price) || !Array.isArray(payload.discounts)) {
    throw new TypeError('facets: not a facets answer');
  }
  const { min, max } = payload.price;
  if (!isCount(min) || !isCount(max)) throw new TypeError('facets: bad price range');
  return {
    total: payload.total,
    brands: facetValues(payload.brands),
    sizes: facetValues(payload.sizes),
    colors: facetValues(payload.colors),
    categories: facetValues(payload.categories),
    price: { min, max },
    discounts: payload.discounts.map((d: unknown) => {
      if (!isRecord(d) || !isCount(d.min) || !isCount(d.count)) throw new TypeError('facets: bad discount step');
      return { min: d.min, count: d.count };
    }),
  };
}
