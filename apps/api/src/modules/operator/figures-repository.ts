// The SQL of the console's figures and `npm run report` (ADR 3300): everything about products
// comes from the daily rollups, never from product_events, so a 90-day window reads a few
// thousand small rows whatever the traffic; sign-ups and the social figures are counted by time.
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';

/** A window of store days, both ends included (YYYY-MM-DD). */
export interface DayWindow {
  from: string;
  to: string;
}

type Kind = 'view' | 'cart-add' | 'copy' | 'click-out';
export type ProductCounts = Record<Kind, number>;

const toNumber = (v: unknown) => Number(v ?? 0);

export function figuresRepository(db: Executor) {
  const inWindow = ({ from, to }: DayWindow) => sql`day BETWEEN ${from}::date AND ${to}::date`;

  return {
    async totals(window: DayWindow): Promise<ProductCounts> {
      const rows = await selectRows<{ kind: Kind; n: unknown }>(
        db,
        sql`SELECT kind, sum(n) AS n FROM event_days WHERE ${inWindow(window)} GROUP BY kind`,
      );
      const totals: ProductCounts = { view: 0, 'cart-add': 0, copy: 0, 'click-out': 0 };
      for (const r of rows) totals[r.kind] = toNumber(r.n);
      return totals;
    },

    async clickOutsByDayAndSource(window: DayWindow) {
      const rows = await selectRows<{ day: string; source: string; n: unknown }>(
        db,
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, source, sum(n) AS n FROM event_days
             WHERE kind = 'click-out' AND ${inWindow(window)}
             GROUP BY 1, source ORDER BY 1, source`,
      );
      return rows.map((r) => ({ day: r.day, source: r.source, count: toNumber(r.n) }));
    },

    /** Brands by click-outs (those with any), with their product views. */
    async topBrands(window: DayWindow, limit: number) {
      const rows = await selectRows<{ brand: string; click_outs: unknown; views: unknown }>(
        db,
        sql`SELECT brand, sum(n) FILTER (WHERE kind = 'click-out') AS click_outs,
                   coalesce(sum(n) FILTER (WHERE kind = 'view'), 0) AS views
              FROM event_days WHERE ${inWindow(window)}
             GROUP BY brand HAVING sum(n) FILTER (WHERE kind = 'click-out') > 0
             ORDER BY click_outs DESC, brand LIMIT ${limit}`,
      );
      return rows.map((r) => ({ brand: r.brand, clickOuts: toNumber(r.click_outs), views: toNumber(r.views) }));
    },

    async clickOutsByDayOfBrands(window: DayWindow, brands: string[]) {
      if (!brands.length) return [];
      const rows = await selectRows<{ day: string; brand: string; n: unknown }>(
        db,
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, brand, sum(n) AS n FROM event_days
             WHERE kind = 'click-out' AND ${inWindow(window)} AND brand = ANY(${sql.param(brands)}::text[])
             GROUP BY 1, brand ORDER BY 1, brand`,
      );
      return rows.map((r) => ({ day: r.day, brand: r.brand, count: toNumber(r.n) }));
    },

    /** Products by their click-outs of all time, `limit` from the `after` one on (the walk's next step). */
    async byAllTimeClickOuts(after: { n: number; id: string } | undefined, limit: number) {
      const rows = await selectRows<{ product_id: string; n: unknown }>(
        db,
        sql`SELECT product_id, n FROM product_click_outs
             ${after ? sql`WHERE (n, product_id) < (${after.n}::bigint, ${after.id}::text) AND n > 0` : sql`WHERE n > 0`}
             ORDER BY n DESC, product_id DESC LIMIT ${limit}`,
      );
      return rows.map((r) => ({ id: r.product_id, n: toNumber(r.n) }));
    },

    /** These products' click-outs in the window (those with any). */
    async clickOutsOf(window: DayWindow, ids: string[]) {
      const rows = await selectRows<{ product_id: string; n: unknown }>(
        db,
        sql`SELECT product_id, sum(n) AS n FROM product_event_days
             WHERE product_id = ANY(${sql.param(ids)}::text[]) AND kind = 'click-out' AND ${inWindow(window)}
             GROUP BY product_id`,
      );
      return rows.map((r) => ({ id: r.product_id, n: toNumber(r.n) }));
    },

    /** These products' titles, brands and every count in the window. */
    async productsWithCounts(window: DayWindow, ids: string[]) {
      if (!ids.length) return new Map<string, { title: string; brand: string; counts: ProductCounts }>();
      const rows = await selectRows<{ id: string; title: string; brand: string; kind: Kind | null; n: unknown }>(
        db,
        sql`SELECT p.id, p.title, p.brand, d.kind, d.n
              FROM products p
              LEFT JOIN LATERAL (
                SELECT kind, sum(n) AS n FROM product_event_days
                 WHERE product_id = p.id AND ${inWindow(window)} GROUP BY kind
              ) d ON true
             WHERE p.id = ANY(${sql.param(ids)}::text[])`,
      );
      const found = new Map<string, { title: string; brand: string; counts: ProductCounts }>();
      for (const r of rows) {
        const entry = found.get(r.id) ?? {
          title: r.title,
          brand: r.brand,
          counts: { view: 0, 'cart-add': 0, copy: 0, 'click-out': 0 },
        };
        if (r.kind) entry.counts[r.kind] = toNumber(r.n);
        found.set(r.id, entry);
      }
      return found;
    },

    /** Sign-ups, friendships, shares and opinions per store day, from `since` (an instant) on. */
    async peopleByDay(since: Date, until: Date) {
      const [start, end] = [since.toISOString(), until.toISOString()];
      const rows = await selectRows<{ what: string; day: string; n: unknown }>(
        db,
        sql`SELECT 'signups' AS what, to_char(store_day(created_at), 'YYYY-MM-DD') AS day, count(*) AS n FROM users
             WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 2
            UNION ALL
            SELECT 'friendships', to_char(store_day(created_at), 'YYYY-MM-DD'), count(*) FROM friendships
             WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 2
            UNION ALL
            SELECT 'shares', to_char(store_day(created_at), 'YYYY-MM-DD'), count(*) FROM shares
             WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 2
            UNION ALL
            SELECT 'opinions', to_char(store_day(at), 'YYYY-MM-DD'), count(*) FROM opinions
             WHERE at >= ${start} AND at < ${end} GROUP BY 2`,
      );
      return rows.map((r) => ({
        what: r.what as 'signups' | 'friendships' | 'shares' | 'opinions',
        day: r.day,
        count: toNumber(r.n),
      }));
    },
  };
}
