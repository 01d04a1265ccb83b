// Pure helpers over the GET /cart/friends answer.
import type { FriendCart } from '../api/get-friends-carts';

/** The spec's friends list drops entries repeating a friendId (first one wins). */
export function uniqueFriends(list: FriendCart[]): FriendCart[] {
  const seen = new Set<string>();
  return list.filter((f) => (seen.has(f.friendId) ? false : (seen.add(f.friendId), true)));
}

/** '{n} items in cart' counts the products in the friend's cart. */
export const cartProductCount = (friend: FriendCart) => friend.cartProducts?.length ?? 0;

/** 'Sent' time: month short, day, year, hour, minute (spec section 2). */
const SENT_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatSentAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SENT_FORMAT.format(date);
}
