// Product views (ADR 3300): a product page shown to a shopper counts one, with no one's name,
// address or session kept. The product's answer (GET /products/getId/{id}, which a server-drawn
// product page's render asks too: ADR 2700) adds to a count in memory, written every few seconds
// into the daily rollups the operator's figures read (product_event_days and event_days), so the
// hot path does no write.
import { sql } from 'drizzle-orm';
import { storeDay } from '@store/shared/operator';
import type { Database } from '../../db/client';
import { batchedCounts, type BatchedCounts } from '../../lib/batched-counts';

const FLUSH_EVERY_MS = 5_000;
/** Distinct (day, product) pairs held between writes: a whole large catalogue in one batch. */
const MAX_PENDING = 200_000;

export interface ProductViews {
  /** One view of this product now. */
  count(productId: string): void;
  /** Writes the pending counts (the operator's figures call it before they read). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Adds views per (store day, product) to both rollups in one statement; unknown products are skipped. */
export async function writeProductViews(database: Database, counts: ReadonlyMap<string, number>): Promise<void> {
  const days: string[] = [];
  const ids: string[] = [];
  const ns: number[] = [];
  for (const [key, n] of counts) {
    const [day, id] = key.split('\0') as [string, string];
    days.push(day);
    ids.push(id);
    ns.push(n);
  }
  await database.db.execute(sql`
    WITH batch AS (
      SELECT b.day, b.product_id, b.n, p.brand
        FROM unnest(${sql.param(days)}::date[], ${sql.param(ids)}::text[], ${sql.param(ns)}::integer[])
             AS b (day, product_id, n)
        JOIN products p ON p.id = b.product_id
    ), per_product AS (
      INSERT INTO product_event_days AS d (kind, day, product_id, n)
      SELECT 'view', day, product_id, n FROM batch ORDER BY day, product_id
      ON CONFLICT (kind, day, product_id) DO UPDATE SET n = d.n + excluded.n
    )
    INSERT INTO event_days AS d (day, kind, source, brand, n)
    SELECT day, 'view', '', brand, sum(n) FROM batch GROUP BY day, brand ORDER BY day, brand
    ON CONFLICT (day, kind, source, brand) DO UPDATE SET n = d.n + excluded.n`);
}

export function productViews(database: Database, now: () => number, onError: (err: unknown) => void): ProductViews {
  const pending: BatchedCounts = batchedCounts((counts) => writeProductViews(database, counts), {
    everyMs: FLUSH_EVERY_MS,
    maxKeys: MAX_PENDING,
    onError,
  });
  return {
    count: (productId) => pending.add(`${storeDay(now())}\0${productId}`),
    flush: () => pending.flush(),
    stop: () => pending.stop(),
  };
}
