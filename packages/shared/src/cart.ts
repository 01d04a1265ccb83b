// The cart item of the API (docs/api.md, Cart): what GET /cart answers for each line.
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
  /** The chosen size (ADR 2905): one of `sizes`, or null (none chosen, or a product without sizes). */
  size: z.string().nullable(),
  /** What the cart line shows and lets change: the brand, the price before discount, the sizes. */
  brand: z.string(),
  originalPrice: z.number().int(),
  discount: z.number().int(),
  sizes: z.array(z.string()),
  sizesOutOfStock: z.array(z.string()),
  /** False once the product left its feed: shown as unavailable, cannot be bought. */
  available: z.boolean(),
  /** Friends' votes and comments on this line (ADR 1700); GET /cart always fills it. */
  opinions: opinionsSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const QUANTITY_RULE = `must be a whole number from 1 to ${CART_MAX_QUANTITY}`;
/** A cart line's quantity: a whole number from 1 to CART_MAX_QUANTITY. */
export const cartQuantitySchema = z
  .number({ error: QUANTITY_RULE })
  .int(QUANTITY_RULE)
  .min(1, QUANTITY_RULE)
  .max(CART_MAX_QUANTITY, QUANTITY_RULE);

/** A size as the cart takes it: the product's own sizes decide, so only its length is checked here. */
export const cartSizeSchema = z.string().trim().min(1, 'must not be blank').max(40, 'is too long');

/** PATCH /cart/{productId}: what changes on a line; at least one of the two. */
export const cartLineChangeSchema = z
  .object({
    quantity: cartQuantitySchema.optional(),
    size: cartSizeSchema.optional(),
  })
  .strict()
  .refine((b) => b.quantity !== undefined || b.size !== undefined, 'Give a quantity or a size.');
export type CartLineChange = z.infer<typeof cartLineChangeSchema>;

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
