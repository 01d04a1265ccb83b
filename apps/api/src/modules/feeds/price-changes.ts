// What an import changed that shoppers hear of (ADR 3100): a price drop of at
// least 5 % and ₹50, or an unavailable product coming back. A 2 % wobble is no news.
import type { ExistingProduct, ProductChange } from './repository';

export const PRICE_DROP_MIN_PERCENT = 5;
export const PRICE_DROP_MIN_RUPEES = 50;

export function isPriceDrop(oldPrice: number, newPrice: number): boolean {
  const drop = oldPrice - newPrice;
  return drop >= PRICE_DROP_MIN_RUPEES && drop * 100 >= oldPrice * PRICE_DROP_MIN_PERCENT;
}

/** The change a product's new row makes to what it was; undefined when it is none of the news. */
export function changeOf(before: ExistingProduct | undefined, newPrice: number): ProductChange | undefined {
  if (!before) return undefined;
  if (!before.available) return { productId: before.id, kind: 'back-in-stock', oldPrice: before.price, newPrice };
  if (isPriceDrop(before.price, newPrice))
    return { productId: before.id, kind: 'price-drop', oldPrice: before.price, newPrice };
  return undefined;
}
