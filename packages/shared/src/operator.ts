// The operator's console (docs/api.md, Operator console; ADR 3300): the window of days, the store's
// day, the page kinds and metrics of the Web Vitals beacon and their "good" thresholds. No zod
// here: the vitals reporter runs on every shopper page; the answers' schemas are
// operator-schema.ts.

export const SUMMARY_DAYS = { min: 1, max: 365, default: 30 } as const;

/** The store's day is India's: UTC+05:30, with no daylight saving. */
export const STORE_DAY_OFFSET_MINUTES = 330;

/** The store day (YYYY-MM-DD) of an instant. */
export const storeDay = (ms: number) => new Date(ms + STORE_DAY_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** The `days` store days ending with today's, oldest first. */
export function windowDays(todayMs: number, days: number): string[] {
  const today = Date.parse(`${storeDay(todayMs)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export const VITAL_PAGES = ['home', 'listing', 'product', 'search', 'cart'] as const;
export type VitalPage = (typeof VITAL_PAGES)[number];

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * The "good" threshold of each metric (web.dev): LCP 2.5 s, INP 200 ms, CLS 0.1; TTFB 0.8 s.
 * Milliseconds, except CLS, which has no unit.
 */
export const VITAL_GOOD: Record<VitalMetric, number> = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };

/** The largest value a beacon may carry: a minute, or a layout shift score of 10. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000 };

/** A web-vitals metric id: "v5-" then digits and dashes (random per page load, no person in it). */
export const VITAL_ID = /^v\d{1,2}-\d{1,16}-\d{1,16}$/;

/** The page kind of a path, for the beacon; undefined for pages whose speed is not reported. */
export function vitalPageOf(pathname: string): VitalPage | undefined {
  if (pathname === '/home') return 'home';
  if (pathname.startsWith('/explore/')) return 'listing';
  if (pathname.startsWith('/products/')) return 'product';
  if (pathname === '/search') return 'search';
  if (pathname === '/cart') return 'cart';
  return undefined;
}
