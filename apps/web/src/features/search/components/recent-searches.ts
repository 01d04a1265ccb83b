// Recent searches: the last 5, newest first, kept in memory only (never in browser storage),
// so they last while the app is open and are gone on reload.
import { useSyncExternalStore } from 'react';
import { RECENT_SEARCHES_KEPT } from '@store/shared/constants';

let recent: readonly string[] = [];
const listeners = new Set<() => void>();

export function rememberSearch(query: string): void {
  const q = query.trim();
  if (!q) return;
  recent = [q, ...recent.filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, RECENT_SEARCHES_KEPT);
  listeners.forEach((l) => l());
}

export function clearRecentSearches(): void {
  recent = [];
  listeners.forEach((l) => l());
}

export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => recent,
    () => recent,
  );
}
