// SQL of click-outs: the product's stored link, one product_events row per click, and the
// report's counts over a window of days.
import { sql } from 'drizzle-orm';
import type { ClickOutSource } from '@store/shared/click-outs';
import type { ClickOutReport } from '@store/shared/click-outs-schema';
import { selectRows, type Database } from '../../db/client';

type Counted = ClickOutReport['clickOuts'][number];

export function clickOutRepository(database: Database) {
  const { db } = database;

  async function topProducts(kind: 'click-out' | 'cart-add' | 'copy', since: Date, limit: number): Promise<Counted[]> {
    const rows = await selectRows<{ product_id: string; title: string; brand: string; n: number }>(
      db,
      sql`SELECT e.product_id, p.title, p.brand, count(*)::int AS n
            FROM product_events e JOIN products p ON p.id = e.product_id
           WHERE e.kind = ${kind} AND e.at >= ${since.toISOString()}
           GROUP BY e.product_id, p.title, p.brand
           ORDER BY n DESC, e.product_id
           LIMIT ${limit}`,
    );
    return rows.map((r) => ({ productId: r.product_id, title: r.title, brand: r.brand, count: Number(r.n) }));
  }

  return {
    async productUrl(productId: string): Promise<string | undefined> {
      const rows = await selectRows<{ url: string }>(db, sql`SELECT url FROM products WHERE id = ${productId}`);
      return rows[0]?.url;
    },

    async record(productId: string, source: ClickOutSource, userId: string | null, at: Date): Promise<void> {
      await db.execute(
        sql`INSERT INTO product_events (product_id, kind, source, user_id, at)
            VALUES (${productId}, 'click-out', ${source}, ${userId}, ${at.toISOString()})`,
      );
    },

    async report(since: Date, limit: number) {
      const [clickOuts, cartAdds, copies, bySource] = await Promise.all([
        topProducts('click-out', since, limit),
        topProducts('cart-add', since, limit),
        topProducts('copy', since, limit),
        selectRows<{ source: string | null; n: number }>(
          db,
          sql`SELECT source, count(*)::int AS n FROM product_events
               WHERE kind = 'click-out' AND at >= ${since.toISOString()}
               GROUP BY source ORDER BY n DESC, source`,
        ),
      ]);
      const clickOutsBySource = bySource.map((r) => ({ source: r.source ?? 'unknown', count: Number(r.n) }));
      return { clickOuts, cartAdds, copies, clickOutsBySource };
    },
  };
}
