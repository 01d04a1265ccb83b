// Catalogue SQL: product lists (by default ordered by rating, then id, so pages are stable; other
// orders and the filters in discovery-sql.ts), their facet counts, and one product. Lists hold
// available products only; one product is read whatever its availability (ADR 1400).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Gender } from '@store/shared/catalogue';
import type { AppDb } from '../../db/client';
import { brandSizeCharts, products } from '../../db/schema/catalog';
import { filterConditions, listingOrder, type Discovery } from './discovery-sql';
import { toProduct, type PageRequest, type ProductPage } from './product-view';

/**
 * Which products a listing shows before any filter: a condition on products, and a key naming it
 * (the facet index holds a listing's rows under it).
 */
export interface Scope {
  key: string;
  where: SQL;
}

export const scopes = {
  genderAndCategories: (gender: Gender, categories: readonly string[]): Scope => ({
    key: `${gender}:${categories.join('|')}`,
    where: and(eq(products.gender, gender), inArray(products.category, [...categories]))!,
  }),
  /** Case-insensitive: "kurta" finds "Kurta". */
  category: (category: string): Scope => ({
    key: `category:${category.toLowerCase()}`,
    where: sql`lower(${products.category}) = lower(${category})`,
  }),
  /** Case-insensitive: "levi's" finds "Levi's". */
  brand: (brand: string): Scope => ({
    key: `brand:${brand.toLowerCase()}`,
    where: sql`lower(${products.brand}) = lower(${brand})`,
  }),
};

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
    /** A page of the scope's products; `total` is the whole list's, which the service counts first. */
    async page(scope: Scope, { limit, offset }: PageRequest, d: Discovery, total: number): Promise<ProductPage> {
      const where = and(eq(products.available, true), scope.where, ...filterConditions(d.filters));
      // The page's ids first, then its rows: the ids come from an index-only scan of the scope's
      // facet index (migration 1610), so only the page's own rows are read from the table.
      const pageIds = db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(listingOrder(d.sort))
        .limit(limit)
        .offset(offset);
      if (offset >= total) return { items: [], total };
      const rows = await db.select().from(products).where(inArray(products.id, pageIds)).orderBy(listingOrder(d.sort));
      return { items: rows.map(toProduct), total };
    },

    /** Whether any available product has this category (case-insensitive). */
    async hasCategory(category: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(products)
        .where(and(eq(products.available, true), scopes.category(category).where))
        .limit(1);
      return rows.length > 0;
    },

    /** A brand's own chart of a category (case-insensitive brand), as the mapping file gave it. */
    async brandSizeChart(brand: string, category: string): Promise<unknown> {
      const rows = await db
        .select({ chart: brandSizeCharts.chart })
        .from(brandSizeCharts)
        .where(and(sql`lower(${brandSizeCharts.brand}) = lower(${brand})`, eq(brandSizeCharts.category, category)))
        .limit(1);
      return rows[0]?.chart;
    },

    async byId(id: string) {
      const rows = await productById.execute({ id });
      return rows[0] ? toProduct(rows[0]) : undefined;
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
