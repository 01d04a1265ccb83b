// Wishlist SQL. One row per (user, product) is the primary key; an add is one statement, so two
// hearts tapped at the same moment leave one row.
import { and, desc, eq, asc } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { selectRows, type AppDb } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { wishlistItems } from '../../db/schema/social';
import { FOREIGN_KEY_VIOLATION, hasSqlState } from '../../lib/db-errors';
import { toProduct } from '../catalog/product-view';
import { friendIdsOf } from '../social/relations';

export type WishlistAddOutcome = 'unknown-product' | 'unavailable' | 'already-there' | 'added';

export interface FriendWishlistRow {
  friendId: string;
  productId: string;
  title: string;
  price: number;
  imageId: string;
  available: boolean;
}

export function wishlistRepository(db: AppDb) {
  return {
    /** Adds the product when it exists and is sold, telling the outcomes apart in one statement. */
    async add(userId: string, productId: string, now: Date): Promise<WishlistAddOutcome> {
      const rows = await selectRows<{ available: boolean; added: boolean }>(
        db,
        sql`
        WITH product AS (SELECT id, available FROM products WHERE id = ${productId}),
        inserted AS (
          INSERT INTO wishlist_items (user_id, product_id, added_at)
          SELECT ${userId}::uuid, product.id, ${now.toISOString()}::timestamptz FROM product WHERE product.available
          ON CONFLICT (user_id, product_id) DO NOTHING
          RETURNING product_id
        )
        SELECT product.available, EXISTS (SELECT 1 FROM inserted) AS added FROM product`,
      ).catch((err: unknown) => {
        if (hasSqlState(err, FOREIGN_KEY_VIOLATION)) return [];
        throw err;
      });
      const row = rows[0];
      if (!row) return 'unknown-product';
      if (!row.available) return 'unavailable';
      return row.added ? 'added' : 'already-there';
    },

    /** The user's wishlist as products, newest first. */
    async list(userId: string) {
      const rows = await db
        .select({ product: products })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.addedAt), asc(products.id));
      return rows.map((r) => toProduct(r.product));
    },

    async remove(userId: string, productId: string): Promise<boolean> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return removed.length > 0;
    },

    /** Every current friend's wishlist lines, newest first per friend. */
    async ofFriends(userId: string): Promise<FriendWishlistRow[]> {
      const rows = await selectRows<FriendWishlistRow>(
        db,
        sql`SELECT w.user_id AS "friendId", p.id AS "productId", p.title, p.price, p.image_id AS "imageId", p.available
            FROM wishlist_items w JOIN products p ON p.id = w.product_id
            WHERE w.user_id IN ${friendIdsOf(userId)}
            ORDER BY w.added_at DESC, p.id`,
      );
      return rows.map((r) => ({ ...r, price: Number(r.price) }));
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
