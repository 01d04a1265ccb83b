// Discovery's zod schemas (docs/api.md, Discovery; ADR 1600): the filter and sort query the server
// parses (by discovery.ts's rules), and the facets and suggestions answers. The web app imports
// only types from here; its runtime helpers are in discovery.ts, which has no zod.
import { z } from 'zod';
import {
  DISCOUNT_STEPS,
  fewEnoughValues,
  filterValues,
  MAX_FILTER_PRICE,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  plainValues,
  SORTS,
  WHOLE_NUMBER,
  type FacetValue,
  type Facets,
} from './discovery';

/** A repeatable parameter: one value or several (`brand=Zara&brand=H%26M`), blanks dropped. */
const repeatable = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform(filterValues)
  .refine(fewEnoughValues, `at most ${MAX_FILTER_VALUES} values`)
  .refine(plainValues, `each value must be at most ${MAX_FILTER_VALUE_LENGTH} characters of plain text`);

/** A whole number written as digits only: "1e3", "-5", "12.5" and "" are malformed. */
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(WHOLE_NUMBER, 'must be a whole number')
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

const facetValue = z.object({ value: z.string(), count: z.number().int() }) satisfies z.ZodType<FacetValue>;

export const facetsSchema = z.object({
  total: z.number().int(),
  brands: z.array(facetValue),
  sizes: z.array(facetValue),
  colors: z.array(facetValue),
  categories: z.array(facetValue),
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  discounts: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
}) satisfies z.ZodType<Facets>;

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

const suggestionLink = z.object({ name: z.string(), type: z.string() });
export const suggestionsSchema = z.object({
  brands: z.array(suggestionLink),
  categories: z.array(suggestionLink),
  products: z.array(
    z.object({ id: z.string(), title: z.string(), brand: z.string(), price: z.number().int(), imageUrl: z.string() }),
  ),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
