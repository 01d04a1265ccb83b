// Server-rendered screens (ADR 0702) must render the same first paint on the server and while
// hydrating; what only the browser knows (the stored token, the stored cart ids, media queries)
// is read once this says true. Client-only renders get true at once, so they do not flash.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and during hydration; true in every browser render after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
