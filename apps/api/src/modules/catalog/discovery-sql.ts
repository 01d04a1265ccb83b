// Discovery SQL shared by listings and search (docs/api.md, Discovery; ADR 1600): the filters as
// conditions on the products' columns (unqualified, so they fit a products scan or a CTE of its
// rows), the sort orders, and the facet counts.
import { sql, type SQL } from 'drizzle-orm';
import { COLOUR_FAMILIES } from '@store/shared/colour-family';
import {
  colourFamilyValue,
  DISCOUNT_STEPS,
  type FacetValue,
  type Facets,
  type Filters,
  type Sort,
} from '@store/shared/discovery';
import { compareSizes, normaliseSize } from '@store/shared/sizes';
import { selectRows, type Executor } from '../../db/client';

/** What a listing or search is asked for beyond its page. */
export interface Discovery {
  filters: Filters;
  sort?: Sort | undefined;
}

type FilterKey = 'brand' | 'size' | 'color' | 'category' | 'price' | 'discount';

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** The condition of each applied filter, by filter (none for a filter not applied). */
function conditionsByFilter(f: Filters): Partial<Record<FilterKey, SQL>> {
  const out: Partial<Record<FilterKey, SQL>> = {};
  if (f.brand.length > 0) out.brand = sql`lower(brand) = ANY(${textArray(f.brand.map((b) => b.toLowerCase()))})`;
  if (f.size.length > 0) out.size = sql`sizes && ${textArray(f.size.map(normaliseSize))}`;
  if (f.color.length > 0) {
    // Families only: a value that names none matches nothing (an empty list, not a 400).
    const families = f.color.map(colourFamilyValue).filter((c) => c !== undefined);
    out.color = families.length > 0 ? sql`color_family = ANY(${textArray(families)})` : sql`false`;
  }
  if (f.category.length > 0) {
    out.category = sql`lower(category) = ANY(${textArray(f.category.map((c) => c.toLowerCase()))})`;
  }
  const price = [
    ...(f.minPrice !== undefined ? [sql`price >= ${f.minPrice}`] : []),
    ...(f.maxPrice !== undefined ? [sql`price <= ${f.maxPrice}`] : []),
  ];
  if (price.length > 0) out.price = sql.join(price, sql` AND `);
  if (f.minDiscount !== undefined) out.discount = sql`discount >= ${f.minDiscount}`;
  return out;
}

const FILTER_KEYS: readonly FilterKey[] = ['brand', 'size', 'color', 'category', 'price', 'discount'];

/** One condition per applied filter. */
export function filterConditions(f: Filters): SQL[] {
  const byFilter = conditionsByFilter(f);
  return FILTER_KEYS.flatMap((k) => byFilter[k] ?? []);
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

/** The per-row flag of each filter in facetCounts' rows: `f_brand`, `f_size`, … */
const flag = (k: FilterKey) => sql.identifier(`f_${k}`);
/** Every flag but the ones named, ANDed: the rows a facet counts. */
const flagsBut = (...except: FilterKey[]) =>
  sql.join(
    FILTER_KEYS.filter((k) => !except.includes(k)).map((k) => sql`${flag(k)}`),
    sql` AND `,
  );

/**
 * Facet counts over `source` (a subquery of products rows with DISCOVERY_COLUMNS): each facet
 * with every filter applied but its own, so a value's count is what picking it would give.
 * One statement, one pass over the source: each row's filters are evaluated once into flags,
 * only rows that fail at most one filter are kept (no facet counts the others), and each facet
 * counts the kept rows its flags allow.
 */
export async function facetCounts(db: Executor, source: SQL, f: Filters): Promise<Facets> {
  const byFilter = conditionsByFilter(f);
  const flags = sql.join(
    FILTER_KEYS.map((k) => sql`coalesce(${byFilter[k] ?? sql`true`}, false) AS ${flag(k)}`),
    sql`, `,
  );
  const applied = FILTER_KEYS.filter((k) => byFilter[k]);
  const failing = sql.join(
    applied.map((k) => sql`(NOT ${flag(k)})::int`),
    sql` + `,
  );
  const grouped = (kind: string, value: SQL, from: SQL, except: FilterKey) =>
    sql`SELECT ${kind} AS kind, ${value} AS value, count(*) AS n FROM ${from} WHERE ${flagsBut(except)} AND ${value} <> '' GROUP BY 2`;
  const rows = await selectRows<FacetTally>(
    db,
    sql`
    WITH flagged AS (SELECT brand, sizes, color_family, category, price, discount, ${flags} FROM (${source}) s),
    r AS MATERIALIZED (SELECT * FROM flagged ${applied.length > 1 ? sql`WHERE ${failing} <= 1` : sql``}),
    numbers AS (
      SELECT count(*) FILTER (WHERE f_price AND f_discount) AS total,
             min(price) FILTER (WHERE f_discount) AS min_price,
             max(price) FILTER (WHERE f_discount) AS max_price,
             ${sql.join(
               DISCOUNT_STEPS.map(
                 (d) => sql`count(*) FILTER (WHERE f_price AND discount >= ${d}) AS ${sql.identifier(`d${d}`)}`,
               ),
               sql`, `,
             )}
      FROM r WHERE ${flagsBut('price', 'discount')}
    )
    ${grouped('brand', sql`brand`, sql`r`, 'brand')}
    UNION ALL ${grouped('size', sql`v`, sql`r, unnest(r.sizes) AS v`, 'size')}
    UNION ALL ${grouped('color', sql`color_family`, sql`r`, 'color')}
    UNION ALL ${grouped('category', sql`category`, sql`r`, 'category')}
    UNION ALL SELECT x.kind, NULL, x.n FROM numbers, LATERAL (VALUES
      ('total', total), ('min_price', min_price), ('max_price', max_price),
      ${sql.join(
        DISCOUNT_STEPS.map((d) => sql`(${`d${d}`}, ${sql.identifier(`d${d}`)})`),
        sql`, `,
      )}) AS x(kind, n)`,
  );
  return facetsFrom(rows);
}

/**
 * One line of facet counts: a value's count (kind brand, size, color or category), or one of the
 * numbers (total, min_price, max_price, d10 … d50) with value null.
 */
export interface FacetTally {
  kind: string;
  value: string | null;
  n: string | number | null;
}

/** The facets answer from its tallies, each list in the order the filter panel shows it. */
export function facetsFrom(rows: FacetTally[]): Facets {
  const values = (kind: string): FacetValue[] =>
    rows.filter((r) => r.kind === kind).map((r) => ({ value: r.value!, count: count(r.n) }));
  const number = (kind: string) => count(rows.find((r) => r.kind === kind)?.n);
  // Names that differ only in case stay in one order, however the tallies came.
  const byName = (a: FacetValue, b: FacetValue) =>
    a.value.localeCompare(b.value, 'en', { sensitivity: 'base' }) ||
    (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  return {
    total: number('total'),
    brands: values('brand').sort(byName),
    sizes: values('size').sort((a, b) => compareSizes(a.value, b.value)),
    colors: values('color').sort(
      (a, b) =>
        COLOUR_FAMILIES.indexOf(a.value as (typeof COLOUR_FAMILIES)[number]) -
        COLOUR_FAMILIES.indexOf(b.value as (typeof COLOUR_FAMILIES)[number]),
    ),
    categories: values('category').sort(byName),
    price: { min: number('min_price'), max: number('max_price') },
    discounts: DISCOUNT_STEPS.map((d) => ({ min: d, count: number(`d${d}`) })),
  };
}
