// Discovery SQL shared by listings and search (API.md, Discovery; ADR 1600): the filters as
// conditions on the products' columns (unqualified, so they fit a products scan or a CTE of its
// rows), the sort orders, and the facet counts.
import { sql, type SQL } from 'drizzle-orm';
import { COLOUR_FAMILIES } from '@store/shared/colour-family';
import { colourFamilyValue, DISCOUNT_STEPS, type Filters, NO_FILTERS, type Sort } from '@store/shared/discovery';
import type { Facets, FacetValue } from '@store/shared/discovery-schema';
import { compareSizes, normaliseSize } from '@store/shared/sizes';
import { selectRows, type Executor } from '../../db/client';

/** What a listing or search is asked for beyond its page. */
export interface Discovery {
  filters: Filters;
  sort?: Sort | undefined;
}

export type FilterKey = 'brand' | 'size' | 'color' | 'category' | 'price' | 'discount';

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** One condition per applied filter, except the one named (a facet's own filter). */
export function filterConditions(f: Filters, except?: FilterKey): SQL[] {
  const out: SQL[] = [];
  if (except !== 'brand' && f.brand.length > 0) {
    out.push(sql`lower(brand) = ANY(${textArray(f.brand.map((b) => b.toLowerCase()))})`);
  }
  if (except !== 'size' && f.size.length > 0) {
    out.push(sql`sizes && ${textArray(f.size.map(normaliseSize))}`);
  }
  if (except !== 'color' && f.color.length > 0) {
    // Families only: a value that names none matches nothing (an empty list, not a 400).
    const families = f.color.map(colourFamilyValue).filter((c) => c !== undefined);
    out.push(families.length > 0 ? sql`color_family = ANY(${textArray(families)})` : sql`false`);
  }
  if (except !== 'category' && f.category.length > 0) {
    out.push(sql`lower(category) = ANY(${textArray(f.category.map((c) => c.toLowerCase()))})`);
  }
  if (except !== 'price') {
    if (f.minPrice !== undefined) out.push(sql`price >= ${f.minPrice}`);
    if (f.maxPrice !== undefined) out.push(sql`price <= ${f.maxPrice}`);
  }
  if (except !== 'discount' && f.minDiscount !== undefined) out.push(sql`discount >= ${f.minDiscount}`);
  return out;
}

export const allOf = (conditions: SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql`(${sql.join(conditions, sql` AND `)})`;

const ORDERS: Record<Sort, readonly string[]> = {
  popular: ['popularity DESC', 'rating DESC', 'id'],
  relevance: ['rating DESC', 'id'],
  price_asc: ['price ASC', 'rating DESC', 'id'],
  price_desc: ['price DESC', 'rating DESC', 'id'],
  discount: ['discount DESC', 'rating DESC', 'id'],
  newest: ['created_at DESC', 'id'],
  rating: ['rating DESC', 'id'],
};

/**
 * A listing's order, its columns qualified by `table` when given. No sort is today's order
 * (rating, then id); every order ends with id so pages are stable. `relevance` means nothing to
 * a listing and keeps today's order.
 */
export function listingOrder(sort: Sort | undefined, table?: string): SQL {
  return sql.raw((ORDERS[sort ?? 'rating'] ?? ORDERS.rating).map((c) => (table ? `${table}.${c}` : c)).join(', '));
}

/** The columns the filters, the orders and the facets read. */
export const DISCOVERY_COLUMNS = sql`id, rating, brand, sizes, color_family, category, price, discount, popularity, created_at`;

const count = (v: unknown) => Number(v ?? 0);

/**
 * Facet counts over `source` (a subquery of products rows with DISCOVERY_COLUMNS): each facet
 * with every filter applied but its own, so a value's count is what picking it would give.
 * Five queries, run side by side on a pool.
 */
export async function facetCounts(db: Executor, source: SQL, f: Filters): Promise<Facets> {
  const where = (except?: FilterKey) => allOf(filterConditions(f, except));
  const grouped = async (column: string, except: FilterKey) =>
    (
      await selectRows<{ value: string; n: string | number }>(
        db,
        sql`SELECT ${sql.raw(column)} AS value, count(*) AS n FROM (${source}) s
            WHERE ${where(except)} AND ${sql.raw(column)} <> '' GROUP BY 1`,
      )
    ).map((r): FacetValue => ({ value: r.value, count: count(r.n) }));
  const byName = (a: FacetValue, b: FacetValue) => a.value.localeCompare(b.value, 'en', { sensitivity: 'base' });

  // The price range and discount steps: the other filters in WHERE, these two per aggregate.
  const nonNumeric = allOf(
    filterConditions({ ...f, minPrice: undefined, maxPrice: undefined, minDiscount: undefined }),
  );
  const priceOk = allOf(filterConditions({ ...NO_FILTERS, minPrice: f.minPrice, maxPrice: f.maxPrice }));
  const discountOk = allOf(filterConditions({ ...NO_FILTERS, minDiscount: f.minDiscount }));

  const [brands, sizes, colors, categories, numbers] = await Promise.all([
    grouped('brand', 'brand'),
    selectRows<{ value: string; n: string | number }>(
      db,
      sql`SELECT v AS value, count(*) AS n FROM (${source}) s, unnest(s.sizes) AS v WHERE ${where('size')} GROUP BY 1`,
    ),
    grouped('color_family', 'color'),
    grouped('category', 'category'),
    selectRows<Record<string, string | number | null>>(
      db,
      sql`SELECT count(*) FILTER (WHERE ${priceOk} AND ${discountOk}) AS total,
            min(price) FILTER (WHERE ${discountOk}) AS min_price,
            max(price) FILTER (WHERE ${discountOk}) AS max_price,
            ${sql.join(
              DISCOUNT_STEPS.map(
                (d) => sql`count(*) FILTER (WHERE ${priceOk} AND discount >= ${d}) AS ${sql.identifier(`d${d}`)}`,
              ),
              sql`, `,
            )}
          FROM (${source}) s WHERE ${nonNumeric}`,
    ),
  ]);
  const n = numbers[0] ?? {};
  return {
    total: count(n.total),
    brands: brands.sort(byName),
    sizes: sizes.map((r) => ({ value: r.value, count: count(r.n) })).sort((a, b) => compareSizes(a.value, b.value)),
    colors: colors.sort(
      (a, b) =>
        COLOUR_FAMILIES.indexOf(a.value as (typeof COLOUR_FAMILIES)[number]) -
        COLOUR_FAMILIES.indexOf(b.value as (typeof COLOUR_FAMILIES)[number]),
    ),
    categories: categories.sort(byName),
    price: { min: count(n.min_price), max: count(n.max_price) },
    discounts: DISCOUNT_STEPS.map((d) => ({ min: d, count: count(n[`d${d}`]) })),
  };
}
