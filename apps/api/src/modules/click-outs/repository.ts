// SQL of click-outs: the product's stored link and one product_events row per click (the
// operator's figures read their daily rollup, modules/operator).
import { sql } from 'drizzle-orm';
import type { ClickOutSource } from '@store/shared/click-outs';
import { selectRows, type AppDb } from '../../db/client';

export function clickOutsRepository(db: AppDb) {
  return {
    /** The product's link, or its size's own link where the feed gave one (ADR 2905). */
    async productUrl(productId: string, size: string | null = null): Promise<string | undefined> {
      const rows = await selectRows<{ url: string }>(
        db,
        sql`SELECT COALESCE(size_links ->> ${size}::text, url) AS url FROM products WHERE id = ${productId}`,
      );
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
