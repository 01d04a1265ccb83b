// Server-rendered screens (ADR 0702) must render the same first paint on the server and while
// hydrating; what only the browser knows (the stored token, the stored cart ids, media queries)
// is read once this says true. Client-only renders get true at once, so they do not flash.
//
// One flag at the root, turned on after hydration (ADR 1603): one re-render of its readers (each
// card's image and heart), in a task of its own after the hydration's. React sliced it in a
// transition; Preact (ADR 3003) has no transitions, and on its runtime the re-render is short.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const Hydrated = createContext(true);

/** Around the app: `hydrating` when the page is the server's HTML (and on the server itself). */
export function HydratedProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/** False on the server and during hydration; true in every browser render after that. */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
