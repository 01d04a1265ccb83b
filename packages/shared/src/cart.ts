// The cart item of the API (API.md, Cart): what GET /cart answers for each line.
import { z } from 'zod';
import { CART_MAX_QUANTITY } from './constants';
import { opinionsSchema } from './social';

export const cartItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  price: z.number().int(),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
  url: z.string(),
  /** False once the product left its feed: shown as unavailable, cannot be bought. */
  available: z.boolean(),
  /** Friends' votes and comments on this line (issue 17); GET /cart always fills it. */
  opinions: opinionsSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** POST /cart/add/{id}: the line as added. */
export const addToCartAnswerSchema = z.object({ message: z.string(), item: cartItemSchema });
export type AddToCartAnswer = z.infer<typeof addToCartAnswerSchema>;

/**
 * Where an add to the cart came from (`POST /cart/add/{id}?from=`): an add from a friend's cart
 * is a copy, counted apart in the click-out report and the popularity sort.
 */
export const CART_ADD_SOURCES = ['product', 'friends-cart'] as const;
export type CartAddSource = (typeof CART_ADD_SOURCES)[number];
export const isCopy = (source: CartAddSource | undefined) => source === 'friends-cart';
