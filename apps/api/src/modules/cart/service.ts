// The cart's rules: who owns which lines, what each outcome answers. Every change is a single
// autocommitted statement, so it is durable before the route replies.
import { MSG } from '@store/shared/messages';
import { SIZE_TEXT } from '@store/shared/size-words';
import { imagePath } from '@store/shared/product';
import type { CartItem, CartLineChange } from '@store/shared/cart';
import { normaliseSize } from '@store/shared/sizes';
import type { ServiceDeps } from '../../lib/module-deps';
import { badRequest, conflict, notFound } from '../../lib/http-error';
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
  size: row.size,
  brand: row.brand,
  originalPrice: row.originalPrice,
  discount: row.discount,
  sizes: row.sizes,
  sizesOutOfStock: row.sizesOutOfStock,
});

/** A size as shops and shoppers write it ("m", "2xl") is the product's as the importer stored it. */
const chosenSize = (size: string | null | undefined) => (size ? normaliseSize(size) : null);

export function cartService({ database }: Pick<ServiceDeps, 'database'>) {
  const repo = cartRepository(database.db);
  return {
    /** The cart, each line with its friends' opinions (ADR 1700). */
    async list(userId: string): Promise<CartItem[]> {
      const [rows, opinions] = await Promise.all([repo.list(userId), opinionsByProduct(database.db, userId)]);
      return withOpinions(rows.map(toView), (item) => item.productId, opinions);
    },

    async add(
      userId: string,
      productId: string,
      quantity = DEFAULT_QUANTITY,
      source: AddSource = 'cart-add',
      size?: string | null,
    ): Promise<CartItem> {
      const outcome = await repo.add(userId, productId, quantity, chosenSize(size), source);
      if (outcome.kind === 'unknown-product') throw notFound(MSG.productNotFound);
      if (outcome.kind === 'unavailable') throw conflict(MSG.productUnavailable);
      if (outcome.kind === 'unknown-size') throw badRequest(SIZE_TEXT.sizeNotOffered);
      if (outcome.kind === 'already-in-cart') throw conflict(MSG.alreadyInCart);
      return toView(outcome.row);
    },

    /** PATCH /cart/{productId}: the line's quantity and/or size (docs/api.md, Cart). */
    async change(userId: string, productId: string, change: CartLineChange): Promise<CartItem> {
      const outcome = await repo.change(userId, productId, {
        quantity: change.quantity,
        size: chosenSize(change.size) ?? undefined,
      });
      if (outcome.kind === 'not-in-cart') throw notFound(MSG.itemNotInCart);
      if (outcome.kind === 'unknown-size') throw badRequest(SIZE_TEXT.sizeNotOffered);
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

export type CartService = ReturnType<typeof cartService>;
