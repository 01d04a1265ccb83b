// Discovery (API.md, Discovery; ADR 1600): the sort orders, filters and facets of listings and
// search, and the suggestions answer. One zod schema for the query both sides build and parse.
import { z } from 'zod';
import { COLOUR_FAMILIES, type ColourFamily } from './colour-family';

export const SORTS = ['popular', 'relevance', 'price_asc', 'price_desc', 'discount', 'newest', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** The sort control's words, in its order (issue 16). */
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
/** Suggestions: at most this many entries in all (API.md). */
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

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** A repeatable parameter: one value or several (`brand=Zara&brand=H%26M`), blanks dropped. */
const repeatable = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
  .refine((v) => v.length <= MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} values`)
  .refine(
    (v) => v.every((s) => s.length <= MAX_FILTER_VALUE_LENGTH && !CONTROL_CHARS.test(s)),
    `each value must be at most ${MAX_FILTER_VALUE_LENGTH} characters of plain text`,
  );

/** A whole number written as digits only: "1e3", "-5", "12.5" and "" are malformed. */
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n <= max, `must be at most ${max}`)
    .optional();

export const filterQuery = {
  brand: repeatable,
  size: repeatable,
  color: repeatable,
  category: repeatable,
  minPrice: wholeNumber(MAX_FILTER_PRICE),
  maxPrice: wholeNumber(MAX_FILTER_PRICE),
  minDiscount: wholeNumber(100),
};

export const sortQuery = {
  sort: z.enum(SORTS, { error: `must be one of ${SORTS.join(', ')}` }).optional(),
};

/** The family a shopper's colour value names ("blue" → "Blue"); unknown → undefined. */
export function colourFamilyValue(value: string): ColourFamily | undefined {
  return COLOUR_FAMILIES.find((f) => f.toLowerCase() === value.toLowerCase());
}

const facetValue = z.object({ value: z.string(), count: z.number().int() });

export const facetsSchema = z.object({
  total: z.number().int(),
  brands: z.array(facetValue),
  sizes: z.array(facetValue),
  colors: z.array(facetValue),
  categories: z.array(facetValue),
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  discounts: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
});
export type Facets = z.infer<typeof facetsSchema>;

/** The facets of nothing (a query with no words left). */
export const NO_FACETS: Facets = {
  total: 0,
  brands: [],
  sizes: [],
  colors: [],
  categories: [],
  price: { min: 0, max: 0 },
  discounts: DISCOUNT_STEPS.map((min) => ({ min, count: 0 })),
};
export type FacetValue = z.infer<typeof facetValue>;

const suggestionLink = z.object({ name: z.string(), type: z.string() });
export const suggestionsSchema = z.object({
  brands: z.array(suggestionLink),
  categories: z.array(suggestionLink),
  products: z.array(
    z.object({ id: z.string(), title: z.string(), brand: z.string(), price: z.number().int(), imageUrl: z.string() }),
  ),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

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
  const parsed = z
    .object({ ...filterQuery })
    .partial()
    .safeParse({
      brand: params.getAll('brand'),
      size: params.getAll('size'),
      color: params.getAll('color'),
      category: params.getAll('category'),
    });
  const num = (key: string, max: number) => {
    const v = params.get(key);
    return v !== null && /^\d{1,9}$/.test(v) && Number(v) <= max ? Number(v) : undefined;
  };
  const sort = params.get('sort');
  const lists = parsed.success ? parsed.data : {};
  return {
    filters: {
      brand: lists.brand ?? [],
      size: lists.size ?? [],
      color: lists.color ?? [],
      category: lists.category ?? [],
      minPrice: num('minPrice', MAX_FILTER_PRICE),
      maxPrice: num('maxPrice', MAX_FILTER_PRICE),
      minDiscount: num('minDiscount', 100),
    },
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : undefined,
  };
}
