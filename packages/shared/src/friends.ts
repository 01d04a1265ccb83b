// Friends (docs/api.md, Friends): what the server answers. The web app imports
// only the types.
import { z } from 'zod';

/** GET /api/friends/search: a user whose name or e-mail is exactly the query. */
export const foundUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isFriend: z.boolean(),
  requestStatus: z.enum(['PENDING']).nullable(),
});
export type FoundUser = z.infer<typeof foundUserSchema>;

/** GET /api/friends/requests: an incoming pending request. */
export const friendRequestSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  /** Masked (as•••@x.com): a look-alike name cannot pass as a friend (ADR 1300). */
  senderEmail: z.string().describe('masked, e.g. as•••@x.com'),
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** One product of a friend's cart or wishlist. */
export const friendCartProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  /** A cart line's chosen size (null: none); a copy takes it (ADR 2905). Absent on wishlist products. */
  size: z.string().nullable().optional(),
  imageUrl: z.string(),
  /** False once the product left its feed. */
  available: z.boolean(),
});
export type FriendCartProduct = z.infer<typeof friendCartProductSchema>;

/** GET /cart/friends: every friend with name, cart and (ADR 1700) wishlist. */
export const friendCartSchema = z.object({
  friendId: z.string(),
  friendName: z.string(),
  cartProducts: z.array(friendCartProductSchema),
  wishlistProducts: z.array(friendCartProductSchema),
});
export type FriendCart = z.infer<typeof friendCartSchema>;
