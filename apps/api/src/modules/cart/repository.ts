// The cart's SQL, nothing else. One line per (user, product) is the table's primary key; the
// add is one statement, so concurrent adds of one product can never make two lines.
import { sql } from 'drizzle-orm';
import { selectRows, type AppDb } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, hasSqlState } from '../../lib/db-errors';

export interface CartRow {
  productId: string;
  title: string;
  imageId: string;
  price: number;
  quantity: number;
  url: string;
  available: boolean;
  size: string | null;
  brand: string;
  originalPrice: number;
  discount: number;
  sizes: string[];
  sizesOutOfStock: string[];
}

/**
 * What one add did: the product does not exist, is no longer sold, does not come in the size,
 * was already in the cart, or was added.
 */
export type AddOutcome =
  | { kind: 'unknown-product' }
  | { kind: 'unavailable' }
  | { kind: 'unknown-size' }
  | { kind: 'already-in-cart' }
  | { kind: 'added'; row: CartRow };

/** What one change of a line did. */
export type ChangeOutcome = { kind: 'not-in-cart' } | { kind: 'unknown-size' } | { kind: 'changed'; row: CartRow };

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
  size: string | null;
  brand: string;
  original_price: number | string;
  discount: number | string;
  sizes: string[];
  sizes_out_of_stock: string[];
  /** The add's own check: false when a size was given that the product does not have. */
  size_ok?: boolean;
}

/** The product columns every cart line shows, from products `p`. */
const LINE_PRODUCT_COLUMNS = sql.raw(
  'p.title, p.image_id, p.price, p.url, p.available, p.brand, p.original_price, p.discount, p.sizes, p.sizes_out_of_stock',
);

const toRow = (r: RawCartRow): CartRow => ({
  productId: r.product_id,
  title: r.title,
  imageId: r.image_id,
  price: Number(r.price),
  quantity: Number(r.quantity),
  url: r.url,
  available: r.available,
  size: r.size,
  brand: r.brand,
  originalPrice: Number(r.original_price),
  discount: Number(r.discount),
  sizes: r.sizes,
  sizesOutOfStock: r.sizes_out_of_stock,
});

export function cartRepository(db: AppDb) {
  return {
    /**
     * Inserts the line if the product exists, is available and the user has no line for it yet,
     * records the add (product_events), and tells the outcomes apart in the same statement (no
     * read-then-write race). The statement runs on its own (autocommit), so it is committed
     * before the caller answers.
     */
    async add(
      userId: string,
      productId: string,
      quantity: number,
      size: string | null,
      source: AddSource,
    ): Promise<AddOutcome> {
      const rows = await selectRows<RawCartRow>(
        db,
        sql`
        WITH p AS (
          SELECT id, ${LINE_PRODUCT_COLUMNS},
                 (${size}::text IS NULL OR ${size}::text = ANY(p.sizes)) AS size_ok
          FROM products p WHERE id = ${productId}
        ), inserted AS (
          INSERT INTO cart_items (user_id, product_id, quantity, size)
          SELECT ${userId}::uuid, p.id, ${quantity}::integer, ${size}::text FROM p WHERE p.available AND p.size_ok
          ON CONFLICT (user_id, product_id) DO NOTHING
          RETURNING product_id, quantity, size
        ), recorded AS (
          INSERT INTO product_events (product_id, kind, user_id)
          SELECT inserted.product_id, ${source}, ${userId}::uuid FROM inserted
        )
        SELECT p.id AS product_id, ${LINE_PRODUCT_COLUMNS}, p.size_ok, inserted.quantity, inserted.size
        FROM p LEFT JOIN inserted ON true`,
      ).catch((err: unknown) => {
        // The product was deleted between the read and the insert of this same statement.
        if (hasSqlState(err, FOREIGN_KEY_VIOLATION)) return [];
        throw err;
      });
      const row = rows[0];
      if (!row) return { kind: 'unknown-product' };
      if (!row.available) return { kind: 'unavailable' };
      if (!row.size_ok) return { kind: 'unknown-size' };
      if (row.quantity === null) return { kind: 'already-in-cart' };
      return { kind: 'added', row: toRow(row) };
    },

    /**
     * Changes the quantity and/or the size of the user's line, in one statement: a size must be
     * one the product has. Told apart afterwards only when nothing changed (no line, or the size).
     */
    async change(
      userId: string,
      productId: string,
      change: { quantity?: number | undefined; size?: string | undefined },
    ): Promise<ChangeOutcome> {
      const size = change.size ?? null;
      const rows = await selectRows<RawCartRow>(
        db,
        sql`
        WITH changed AS (
          UPDATE cart_items c
          SET quantity = COALESCE(${change.quantity ?? null}::integer, c.quantity),
              size = COALESCE(${size}::text, c.size)
          FROM products p
          WHERE c.user_id = ${userId}::uuid AND c.product_id = ${productId} AND p.id = c.product_id
            AND (${size}::text IS NULL OR ${size}::text = ANY(p.sizes))
          RETURNING c.product_id, c.quantity, c.size
        )
        SELECT changed.product_id, ${LINE_PRODUCT_COLUMNS}, changed.quantity, changed.size
        FROM changed JOIN products p ON p.id = changed.product_id`,
      );
      if (rows[0]) return { kind: 'changed', row: toRow(rows[0]) };
      const line = await selectRows(
        db,
        sql`SELECT 1 FROM cart_items WHERE user_id = ${userId}::uuid AND product_id = ${productId}`,
      );
      return line.length ? { kind: 'unknown-size' } : { kind: 'not-in-cart' };
    },

    /** The user's cart, newest first, with each product's current title, image, price and link. */
    async list(userId: string): Promise<CartRow[]> {
      const rows = await selectRows<RawCartRow>(
        db,
        sql`
        SELECT c.product_id, ${LINE_PRODUCT_COLUMNS}, c.quantity, c.size
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
