// Recently viewed (ADR 1600): the last 12 products the shopper opened, newest first, kept on the
// device (localStorage), shown on the home page and under a product page, clearable. Other tabs'
// changes arrive through the storage event.
import { useSyncExternalStore } from 'react';
import type { Product } from '@store/shared/product';
import { STORAGE_KEYS } from '@store/shared/constants';
import { readJson, writeJson } from './storage';

export const RECENTLY_VIEWED_KEY = STORAGE_KEYS.recentlyViewed;
export const RECENTLY_VIEWED_KEPT = 12;

const NONE: readonly Product[] = [];
let cached: { raw: string | null; list: readonly Product[] } = { raw: null, list: NONE };
const listeners = new Set<() => void>();

function read(): readonly Product[] {
  if (typeof localStorage === 'undefined') return NONE;
  const raw = localStorage.getItem(RECENTLY_VIEWED_KEY);
  if (raw !== cached.raw) {
    const list = readJson<unknown>(RECENTLY_VIEWED_KEY, []);
    const valid = Array.isArray(list)
      ? (list as Product[]).filter((p) => p && typeof p.id === 'string' && typeof p.imageUrl === 'string')
      : [];
    cached = { raw, list: valid.slice(0, RECENTLY_VIEWED_KEPT) };
  }
  return cached.list;
}

function write(list: readonly Product[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENTLY_VIEWED_KEY);
    else writeJson(RECENTLY_VIEWED_KEY, list);
  } catch {
    // Storage full or refused: the list is a convenience, the page goes on.
  }
  listeners.forEach((l) => l());
}

export function rememberViewed(product: Product): void {
  const list = read();
  if (list[0]?.id === product.id) return;
  write([product, ...list.filter((p) => p.id !== product.id)].slice(0, RECENTLY_VIEWED_KEPT));
}

export const clearRecentlyViewed = () => write(NONE);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === RECENTLY_VIEWED_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The list; empty on the server and during hydration (the server cannot know it). */
export const useRecentlyViewed = () => useSyncExternalStore(subscribe, read, () => NONE);
