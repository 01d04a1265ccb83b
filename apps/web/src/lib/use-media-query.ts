// Whether a media query matches, following it as the window changes. The server cannot know the
// screen, so the server's render and hydration assume it does not match; the browser's next
// render corrects that. Where matchMedia is missing (jsdom), everything is taken to match.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? true,
    () => false,
  );
}
