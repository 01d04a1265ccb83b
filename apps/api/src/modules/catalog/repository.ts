// Catalogue SQL: product lists (ordered by rating, then id, so pages are stable) and one product.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Gender } from '@store/shared/catalogue';
import type { AppDb } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { toProduct, type PageRequest, type ProductPage } from './product-view';

export function catalogRepository(db: AppDb) {
  // One product is the read a cache miss makes most (every product page, every copied cart
  // item): prepared once, so neither Drizzle nor PostgreSQL builds and plans it again each time.
  const productById = db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1)
    .prepare('product_by_id');

  async function page(where: SQL | undefined, { limit, offset }: PageRequest): Promise<ProductPage> {
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(desc(products.rating), asc(products.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(products).where(where),
    ]);
    return { items: rows.map(toProduct), total: Number(totals[0]?.n ?? 0) };
  }

  return {
    byGenderAndCategories: (gender: Gender, categories: readonly string[], p: PageRequest) =>
      page(and(eq(products.gender, gender), inArray(products.category, [...categories])), p),

    /** Case-insensitive: "kurta" finds "Kurta". */
    byCategory: (category: string, p: PageRequest) => page(sql`lower(${products.category}) = lower(${category})`, p),

    /** Case-insensitive: "levi's" finds "Levi's". */
    byBrand: (brand: string, p: PageRequest) => page(sql`lower(${products.brand}) = lower(${brand})`, p),

    async byId(id: string) {
      const rows = await productById.execute({ id });
      return rows[0] ? toProduct(rows[0]) : undefined;
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
