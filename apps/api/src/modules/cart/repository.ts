// The cart's SQL, nothing else. One line per (user, product) is the table's primary key; the
// add is one statement, so concurrent adds of one product can never make two lines.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, hasSqlState } from '../../lib/db-errors';

export interface CartRow {
  productId: string;
  title: string;
  imageId: string;
  price: number;
  quantity: number;
  url: string;
  available: boolean;
}

/** What one add did: the product does not exist, is no longer sold, was already in the cart, or was added. */
export type AddOutcome =
  { kind: 'unknown-product' } | { kind: 'unavailable' } | { kind: 'already-in-cart' } | { kind: 'added'; row: CartRow };

/** Where an add came from: a copy from a friend's cart counts apart from an add (product_events). */
export type AddSource = 'cart-add' | 'copy';

interface RawCartRow {
  product_id: string;
  title: string;
  image_id: string;
  price: number | string;
  quantity: number | string | null;
  url: string;
  available: boolean;
}

const toRow = (r: RawCartRow): CartRow => ({
  productId: r.product_id,
  title: r.title,
  imageId: r.image_id,
  price: Number(r.price),
  quantity: Number(r.quantity),
  url: r.url,
  available: r.available,
});

export function cartRepository(database: Database) {
  const { db } = database;
  return {
    /**
     * Inserts the line if the product exists, is available and the user has no line for it yet,
     * records the add (product_events), and tells the outcomes apart in the same statement (no
     * read-then-write race). The statement runs on its own (autocommit), so it is committed
     * before the caller answers.
     */
    async add(userId: string, productId: string, quantity: number, source: AddSource): Promise<AddOutcome> {
      const rows = await selectRows<RawCartRow>(
        db,
        sql`
        WITH product AS (
          SELECT id, title, image_id, price, url, available FROM products WHERE id = ${productId}
        ), inserted AS (
          INSERT INTO cart_items (user_id, product_id, quantity)
          SELECT ${userId}::uuid, product.id, ${quantity}::integer FROM product WHERE product.available
          ON CONFLICT (user_id, product_id) DO NOTHING
          RETURNING product_id, quantity
        ), recorded AS (
          INSERT INTO product_events (product_id, kind, user_id)
          SELECT inserted.product_id, ${source}, ${userId}::uuid FROM inserted
        )
        SELECT product.id AS product_id, product.title, product.image_id, product.price, product.url,
               product.available, inserted.quantity
        FROM product LEFT JOIN inserted ON true`,
      ).catch((err: unknown) => {
        // The product was deleted between the read and the insert of this same statement.
        if (hasSqlState(err, FOREIGN_KEY_VIOLATION)) return [];
        throw err;
      });
      const row = rows[0];
      if (!row) return { kind: 'unknown-product' };
      if (!row.available) return { kind: 'unavailable' };
      if (row.quantity === null) return { kind: 'already-in-cart' };
      return { kind: 'added', row: toRow(row) };
    },

    /** The user's cart, newest first, with each product's current title, image, price and link. */
    async list(userId: string): Promise<CartRow[]> {
      const rows = await selectRows<RawCartRow>(
        db,
        sql`
        SELECT c.product_id, p.title, p.image_id, p.price, p.url, p.available, c.quantity
        FROM cart_items c JOIN products p ON p.id = c.product_id
        WHERE c.user_id = ${userId}::uuid
        ORDER BY c.added_at DESC, c.product_id`,
      );
      return rows.map(toRow);
    },

    /** True when a line was removed. */
    async remove(userId: string, productId: string): Promise<boolean> {
      const removed = await selectRows(
        db,
        sql`
        DELETE FROM cart_items WHERE user_id = ${userId}::uuid AND product_id = ${productId}
        RETURNING product_id`,
      );
      return removed.length > 0;
    },

    /** Number of lines removed. */
    async clear(userId: string): Promise<number> {
      const removed = await selectRows(
        db,
        sql`DELETE FROM cart_items WHERE user_id = ${userId}::uuid RETURNING product_id`,
      );
      return removed.length;
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
