// Pure helpers over the GET /cart/friends answer.
import type { FriendCart } from '../api/get-friends-carts';
import { language } from '../../../lib/i18n/messages';

/** The friends list drops entries repeating a friendId (first one wins). */
export function uniqueFriends(list: FriendCart[]): FriendCart[] {
  const seen = new Set<string>();
  return list.filter((f) => (seen.has(f.friendId) ? false : (seen.add(f.friendId), true)));
}

/** '{n} items in cart' counts the products in the friend's cart. */
export const cartProductCount = (friend: FriendCart) => friend.cartProducts?.length ?? 0;

/** 'Sent' time: month short, day, year, hour, minute (docs/product.md, Friends), in the page's language. */
const SENT_OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const SENT_FORMAT = {
  en: new Intl.DateTimeFormat('en-US', SENT_OPTIONS),
  // Hindi: the month in full (its short forms read as cut off) and a 24-hour clock (its am/pm are Latin).
  hi: new Intl.DateTimeFormat('hi-IN', { ...SENT_OPTIONS, month: 'long', hourCycle: 'h23' }),
};

export function formatSentAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SENT_FORMAT[language()].format(date);
}
