// SQL of click-outs: the product's stored link and one product_events row per click (the
// operator's figures read their daily rollup, modules/operator).
import { sql } from 'drizzle-orm';
import type { ClickOutSource } from '@store/shared/click-outs';
import { selectRows, type Database } from '../../db/client';

export function clickOutRepository(database: Database) {
  const { db } = database;

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
  };
}
