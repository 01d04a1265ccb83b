// The SQL of feed imports: the feed's lease, what the feed already has, the batched writes.
import { sql } from 'drizzle-orm';
import { selectRows, type AppDb } from '../../db/client';
import { brandSizeCharts, images, products } from '../../db/schema/catalog';

/** The database or a transaction, for inserts with Drizzle. */
export type Writer = Pick<AppDb, 'execute' | 'insert'>;

export interface ExistingProduct {
  id: string;
  hash: string | null;
  available: boolean;
  price: number;
}

export type ProductRow = typeof products.$inferInsert;

export interface ProductChange {
  productId: string;
  kind: 'price-drop' | 'back-in-stock';
  oldPrice: number;
  newPrice: number;
}

export function feedsRepository(db: Writer) {
  return {
    /** Takes the feed's import lease when no live import holds it; false when one does. */
    async tryLease(feed: string, runId: string, leaseSeconds: number): Promise<boolean> {
      await db.execute(sql`INSERT INTO feeds (name) VALUES (${feed}) ON CONFLICT (name) DO NOTHING`);
      const rows = await selectRows(
        db,
        sql`UPDATE feeds SET lock_run = ${runId}, lock_until = now() + make_interval(secs => ${leaseSeconds})
            WHERE name = ${feed} AND (lock_run IS NULL OR lock_until < now()) RETURNING name`,
      );
      return rows.length === 1;
    },

    /** Keeps the lease alive while the import works; false when it was lost (expired and taken). */
    async renewLease(feed: string, runId: string, leaseSeconds: number): Promise<boolean> {
      const rows = await selectRows(
        db,
        sql`UPDATE feeds SET lock_until = now() + make_interval(secs => ${leaseSeconds})
            WHERE name = ${feed} AND lock_run = ${runId} RETURNING name`,
      );
      return rows.length === 1;
    },

    async releaseLease(feed: string, runId: string, finished: boolean): Promise<void> {
      await db.execute(
        finished
          ? sql`UPDATE feeds SET lock_run = NULL, lock_until = NULL, last_import_at = now() WHERE name = ${feed} AND lock_run = ${runId}`
          : sql`UPDATE feeds SET lock_run = NULL, lock_until = NULL WHERE name = ${feed} AND lock_run = ${runId}`,
      );
    },

    async setFeedSource(feed: string, source: string): Promise<void> {
      await db.execute(sql`UPDATE feeds SET source = ${source} WHERE name = ${feed}`);
    },

    /** The feed's products by the feed's own id. */
    async existingProducts(feed: string): Promise<Map<string, ExistingProduct>> {
      const rows = await selectRows<{
        id: string;
        external_id: string;
        feed_hash: string | null;
        available: boolean;
        price: number;
      }>(db, sql`SELECT id, external_id, feed_hash, available, price FROM products WHERE feed = ${feed}`);
      return new Map(
        rows.map((r) => [r.external_id, { id: r.id, hash: r.feed_hash, available: r.available, price: r.price }]),
      );
    },

    /** Of these store ids, the ones a product of another feed (or none) already has. */
    async idsTakenElsewhere(feed: string, ids: readonly string[]): Promise<Map<string, string | null>> {
      if (!ids.length) return new Map();
      const rows = await selectRows<{ id: string; feed: string | null }>(
        db,
        sql`SELECT id, feed FROM products WHERE id = ANY(${sql.param([...ids])}::text[]) AND feed IS DISTINCT FROM ${feed}`,
      );
      return new Map(rows.map((r) => [r.id, r.feed]));
    },

    /**
     * Inserts new products and rewrites changed ones, in one statement (one transaction): a
     * shopper reads each product either as it was or as it is now. A row of another feed with
     * the same store id is left alone; products made before feeds existed (feed NULL) are adopted.
     */
    async upsertProducts(rows: ProductRow[]): Promise<Set<string>> {
      if (!rows.length) return new Set();
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      const written = await db
        .insert(products)
        .values(rows)
        .onConflictDoUpdate({
          target: products.id,
          set: {
            title: excluded('title'),
            brand: excluded('brand'),
            gender: excluded('gender'),
            price: excluded('price'),
            originalPrice: excluded('original_price'),
            rating: excluded('rating'),
            category: excluded('category'),
            material: excluded('material'),
            size: excluded('size'),
            sizes: excluded('sizes'),
            color: excluded('color'),
            colorFamily: excluded('color_family'),
            description: excluded('description'),
            url: excluded('url'),
            imageId: excluded('image_id'),
            additionalImageIds: excluded('additional_image_ids'),
            available: sql`true`,
            feed: excluded('feed'),
            externalId: excluded('external_id'),
            feedHash: excluded('feed_hash'),
            sizesOutOfStock: excluded('sizes_out_of_stock'),
            sizeLinks: excluded('size_links'),
            shippingLabel: excluded('shipping_label'),
            returnPolicyLabel: excluded('return_policy_label'),
          },
          setWhere: sql`${products.feed} IS NULL OR ${products.feed} = excluded.feed`,
        })
        .returning({ id: products.id });
      return new Set(written.map((r) => r.id));
    },

    /** Queues what shoppers may want to hear of (ADR 3100): written with the products' change. */
    async queueChanges(changes: readonly ProductChange[], at: Date): Promise<void> {
      if (!changes.length) return;
      await db.execute(
        sql`INSERT INTO product_changes (product_id, kind, old_price, new_price, at)
            SELECT c.id, c.kind, c.old, c.new, ${at.toISOString()}::timestamptz
            FROM unnest(${sql.param(changes.map((c) => c.productId))}::text[],
                        ${sql.param(changes.map((c) => c.kind))}::text[],
                        ${sql.param(changes.map((c) => c.oldPrice))}::integer[],
                        ${sql.param(changes.map((c) => c.newPrice))}::integer[]) AS c(id, kind, old, new)`,
      );
    },

    /** A brand's chart of a category replaces the one it had. */
    async saveSizeCharts(charts: readonly { brand: string; category: string; chart: unknown }[]): Promise<void> {
      if (!charts.length) return;
      await db
        .insert(brandSizeCharts)
        .values(charts.map((c) => ({ brand: c.brand, category: c.category, chart: c.chart })))
        .onConflictDoUpdate({
          target: [brandSizeCharts.brand, brandSizeCharts.category],
          set: { chart: sql`excluded.chart`, updatedAt: sql`now()` },
        });
    },

    async markUnavailable(ids: readonly string[]): Promise<void> {
      if (!ids.length) return;
      await db.execute(
        sql`UPDATE products SET available = false WHERE id = ANY(${sql.param([...ids])}::text[]) AND available`,
      );
    },

    async ensureImage(id: string, contentType: string, data: Buffer): Promise<void> {
      await db.insert(images).values({ id, contentType, data }).onConflictDoNothing();
    },

    async startRun(run: { id: string; feed: string; format: string; dryRun: boolean }): Promise<void> {
      await db.execute(
        sql`INSERT INTO import_runs (id, feed, format, dry_run, status) VALUES (${run.id}, ${run.feed}, ${run.format}, ${run.dryRun}, 'running')`,
      );
    },

    async finishRun(id: string, status: 'done' | 'failed', summary: unknown): Promise<void> {
      await db.execute(
        sql`UPDATE import_runs SET status = ${status}, finished_at = now(), summary = ${storableJson(summary)}::jsonb WHERE id = ${id}`,
      );
    },
  };
}

export type FeedsRepository = ReturnType<typeof feedsRepository>;

/** JSON that jsonb takes: it refuses \u0000, which a rejected row's text may quote from the feed. */
const storableJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replaceAll('\0', '\\x00') : v));
