// The cart's rules: who owns which lines, what each outcome answers. Every change is a single
// autocommitted statement, so it is durable before the route replies.
import { MSG } from '@store/shared/messages';
import { imagePath } from '@store/shared/product';
import type { CartItem } from '@store/shared/cart';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { opinionsByProduct, withOpinions } from '../social/service';
import { cartRepository, type AddSource, type CartRow } from './repository';

export const DEFAULT_QUANTITY = 1;
export const ITEM_REMOVED_MESSAGE = 'Item removed from cart.';

const toView = (row: CartRow): CartItem => ({
  productId: row.productId,
  title: row.title,
  imageUrl: imagePath(row.imageId),
  price: row.price,
  quantity: row.quantity,
  url: row.url,
  available: row.available,
});

export function cartService(database: Database) {
  const repo = cartRepository(database);
  return {
    /** The cart, each line with its friends' opinions (issue 17). */
    async list(userId: string): Promise<CartItem[]> {
      const [rows, opinions] = await Promise.all([repo.list(userId), opinionsByProduct(database.db, userId)]);
      return withOpinions(rows.map(toView), (item) => item.productId, opinions);
    },

    async add(
      userId: string,
      productId: string,
      quantity = DEFAULT_QUANTITY,
      source: AddSource = 'cart-add',
    ): Promise<CartItem> {
      const outcome = await repo.add(userId, productId, quantity, source);
      if (outcome.kind === 'unknown-product') throw notFound(MSG.productNotFound);
      if (outcome.kind === 'unavailable') throw conflict(MSG.productUnavailable);
      if (outcome.kind === 'already-in-cart') throw conflict(MSG.alreadyInCart);
      return toView(outcome.row);
    },

    async remove(userId: string, productId: string): Promise<void> {
      if (!(await repo.remove(userId, productId))) throw notFound(MSG.itemNotInCart);
    },

    async clear(userId: string): Promise<void> {
      await repo.clear(userId);
    },
  };
}
