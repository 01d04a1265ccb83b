// Catalogue SQL: product lists (by default ordered by rating, then id, so pages are stable; other
// orders and the filters in discovery-sql.ts), their facet counts, and one product. Lists hold
// available products only; one product is read whatever its availability (ADR 1400).
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Filters } from '@store/shared/discovery';
import type { Facets } from '@store/shared/discovery-schema';
import type { Gender } from '@store/shared/catalogue';
import type { AppDb } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { DISCOVERY_COLUMNS, facetCounts, filterConditions, listingOrder, type Discovery } from './discovery-sql';
import { toProduct, type PageRequest, type ProductPage } from './product-view';

/** Which products a listing shows before any filter: a condition on products. */
export type Scope = SQL;

export const scopes = {
  genderAndCategories: (gender: Gender, categories: readonly string[]): Scope =>
    and(eq(products.gender, gender), inArray(products.category, [...categories]))!,
  /** Case-insensitive: "kurta" finds "Kurta". */
  category: (category: string): Scope => sql`lower(${products.category}) = lower(${category})`,
  /** Case-insensitive: "levi's" finds "Levi's". */
  brand: (brand: string): Scope => sql`lower(${products.brand}) = lower(${brand})`,
};

const NO_DISCOVERY: Discovery = { filters: { brand: [], size: [], color: [], category: [] } };

export function catalogRepository(db: AppDb) {
  // One product is the read a cache miss makes most (every product page, every copied cart
  // item): prepared once, so neither Drizzle nor PostgreSQL builds and plans it again each time.
  const productById = db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1)
    .prepare('product_by_id');

  return {
    async page(scope: Scope, { limit, offset }: PageRequest, d: Discovery = NO_DISCOVERY): Promise<ProductPage> {
      const where = and(eq(products.available, true), scope, ...filterConditions(d.filters));
      // The page's ids first, then its rows: the ids come from an index-only scan of the scope's
      // facet index (migration 1610), so only the page's own rows are read from the table.
      const pageIds = db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(listingOrder(d.sort))
        .limit(limit)
        .offset(offset);
      const [rows, totals] = await Promise.all([
        db.select().from(products).where(inArray(products.id, pageIds)).orderBy(listingOrder(d.sort)),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { items: rows.map(toProduct), total: Number(totals[0]?.n ?? 0) };
    },

    facets: (scope: Scope, filters: Filters): Promise<Facets> =>
      facetCounts(db, sql`SELECT ${DISCOVERY_COLUMNS} FROM products WHERE available AND ${scope}`, filters),

    /** Whether any available product has this category (case-insensitive). */
    async hasCategory(category: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(products)
        .where(and(eq(products.available, true), scopes.category(category)))
        .limit(1);
      return rows.length > 0;
    },

    async byId(id: string) {
      const rows = await productById.execute({ id });
      return rows[0] ? toProduct(rows[0]) : undefined;
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
