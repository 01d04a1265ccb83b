// The stored `addedToCart` list: the product ids this browser put in the cart, which the product
// page reads when signed out. The cart's calls keep it in step.
import { STORAGE_KEYS } from '@store/shared/constants';
import { readJson, writeJson } from '../../../lib/storage';

/** Product ids stored as "in my cart" (survives bad or foreign values). */
export function readAddedToCart(): string[] {
  const value = readJson<unknown>(STORAGE_KEYS.addedToCart, []);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function writeAddedToCart(ids: string[]): void {
  try {
    writeJson(STORAGE_KEYS.addedToCart, [...new Set(ids)]);
  } catch {
    // Storage full or blocked: the server cart stays the truth when signed in.
  }
}

export const rememberAddedToCart = (productId: string) => writeAddedToCart([...readAddedToCart(), productId]);
export const forgetAddedToCart = (productId: string) =>
  writeAddedToCart(readAddedToCart().filter((id) => id !== productId));
