// The cart's rows' and summary's own words (ADR 3203): English here, with the screens that show them;
// Hindi in its own chunk (cart.hi.ts), fetched by Hindi pages only.
import { screenWords } from '../../../lib/i18n/words';

const ENGLISH = {
  product: 'Product',
  buyOnBrandSite: "Buy {title} on the brand's site",
  buy: 'Buy',
  remove: 'Remove',
  removing: 'Removing...',
  sizeOf: 'Size of {title}',
  quantityOf: 'Quantity of {title}',
  oneFewer: 'One fewer {title}',
  oneMore: 'One more {title}',
  qty: 'Qty: {count}',
  clearing: 'Clearing...',
  clearCart: 'Clear Cart',
  boughtOnBrandSite: "Each item is bought on its brand's site through its Buy link.",
};
export type CartWords = typeof ENGLISH;

export const cartWords = screenWords(ENGLISH, () => import('./cart.hi').then((m) => m.hi));
