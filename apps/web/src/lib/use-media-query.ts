// Whether a media query matches, following it as the window changes. The server cannot know the
// screen, so the server's render and hydration assume it does not match; the browser's next
// render corrects that. Where matchMedia is missing (jsdom), everything is taken to match.
import { useCallback, useSyncExternalStore } from 'react';

// One list per query: React reads the snapshot on every render of every reader, and each
// matchMedia call makes a new list (a measurable share of a filter tap on a slow phone).
const lists = new Map<string, MediaQueryList | undefined>();
const listOf = (query: string) => {
  if (!lists.has(query)) lists.set(query, window.matchMedia?.(query));
  return lists.get(query);
};

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? true,
    () => false,
  );
}
