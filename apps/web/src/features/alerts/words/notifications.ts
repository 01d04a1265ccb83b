// The Notifications screen's words (not in docs/product.md, which has no alerts), English here and
// Hindi in its own chunk (notifications.hi.ts), fetched by Hindi pages only (ADR 3203).
import { screenWords } from '../../../lib/i18n/words';

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  card: 'Price drops, restocks and friends, by e-mail or push',
  tellMe: 'Tell me when',
  priceDrop: 'An item in my wishlist or cart drops in price',
  priceDropHelp: 'By at least 5 % and ₹50',
  backInStock: 'An unavailable item in my wishlist or cart is back',
  friends: "A friend's wished item drops in price",
  friendsHelp: 'So that you can tell them',
  email: 'E-mail',
  emailOff: 'Off',
  emailDaily: 'Daily digest',
  emailInstant: 'Instant',
  push: 'Push notifications',
  pushHelp: "Price drops, restocks, and friends' shares, opinions and requests, at most one a day per product",
  allow: 'Allow notifications',
  allowHelp: 'Your browser will ask whether this store may notify you.',
  allowed: 'Notifications are on for this browser',
  denied: 'Notifications are blocked for this store in your browser’s settings',
  unsupported: 'This browser cannot receive push notifications',
  saved: 'Saved',
  failed: 'Could not load your notification settings',
} as const;

export const notificationsWords = screenWords(NOTIFICATIONS_TEXT, () => import('./notifications.hi').then((m) => m.hi));
