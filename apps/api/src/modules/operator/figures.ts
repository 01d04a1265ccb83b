// The console's figures for a window of days: GET /api/operator/summary, its CSV, and
// `npm run report` all come from here, so they can never disagree (ADR 3300).
import { CLICK_OUT_SOURCES } from '@store/shared/click-outs';
import { STORE_DAY_OFFSET_MINUTES, windowDays } from '@store/shared/operator';
import type { Summary } from '@store/shared/operator-schema';
import type { ServiceDeps } from '../../lib/module-deps';
import { figuresRepository, type DayWindow } from './figures-repository';

export const TOP = 10;
const DAY_MS = 86_400_000;

type PerDay = { day: string; count: number }[];

/** Every day of the window with its count (0 for a day without a row). */
function fillDays(days: string[], rows: { day: string; count: number }[]): PerDay {
  const byDay = new Map<string, number>();
  for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.count);
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

const daily = (days: string[], rows: { day: string; count: number }[]) => {
  const byDay = fillDays(days, rows);
  return { total: byDay.reduce((n, d) => n + d.count, 0), byDay };
};

/** The first step of the top products' walk; each next step takes twice as many. */
const FIRST_STEP = 32;

/**
 * The products with the most click-outs in the window, exactly (ties by id), without counting
 * every product's: products are taken in the order of their click-outs of all time, a step at a
 * time, and their window's click-outs counted; the walk stops when the next product's all-time
 * count is below the tenth best so far (its window's count can only be lower). For the usual
 * window the first step or two find them; the walk's length is bounded by the catalogue.
 */
async function topProductIds(repo: ReturnType<typeof figuresRepository>, window: DayWindow): Promise<string[]> {
  let best: { id: string; n: number }[] = [];
  let after: { id: string; n: number } | undefined;
  for (let step = FIRST_STEP; ; step *= 2) {
    const next = await repo.byAllTimeClickOuts(after, step);
    if (!next.length) break;
    const counted = await repo.clickOutsOf(
      window,
      next.map((p) => p.id),
    );
    best = [...best, ...counted.filter((p) => p.n > 0)]
      .sort((a, b) => b.n - a.n || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, TOP);
    after = next.at(-1)!;
    if (next.length < step || (best.length === TOP && after.n < best[TOP - 1]!.n)) break;
  }
  return best.map((p) => p.id);
}

/** The instant a store day starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - STORE_DAY_OFFSET_MINUTES * 60_000);

/**
 * `beforeRead` writes what this process still holds in memory (the product views' batch), so
 * the figures include everything counted until now.
 */
export function operatorFigures({
  database,
  now,
  beforeRead = async () => {},
}: Pick<ServiceDeps, 'database' | 'now'> & { beforeRead?: () => Promise<void> }) {
  const repo = figuresRepository(database.db);

  return {
    async summary(days: number): Promise<Summary> {
      await beforeRead();
      const dayList = windowDays(now(), days);
      const window = { from: dayList[0]!, to: dayList.at(-1)! };
      const [totals, bySourceDay, topBrands, topIds, people] = await Promise.all([
        repo.totals(window),
        repo.clickOutsByDayAndSource(window),
        repo.topBrands(window, TOP),
        topProductIds(repo, window),
        repo.peopleByDay(dayStart(window.from), new Date(dayStart(window.to).getTime() + DAY_MS)),
      ]);
      const [byDayAndBrand, products] = await Promise.all([
        repo.clickOutsByDayOfBrands(
          window,
          topBrands.map((b) => b.brand),
        ),
        repo.productsWithCounts(window, topIds),
      ]);

      const sources = new Map<string, number>();
      for (const r of bySourceDay) sources.set(r.source, (sources.get(r.source) ?? 0) + r.count);
      // The four sources in the console's order, then any other (older rows without one).
      const order = (s: string) => {
        const i = (CLICK_OUT_SOURCES as readonly string[]).indexOf(s);
        return i < 0 ? CLICK_OUT_SOURCES.length : i;
      };
      const bySource = [...sources]
        .map(([source, count]) => ({ source, count }))
        .sort((a, b) => order(a.source) - order(b.source) || a.source.localeCompare(b.source));
      const peopleOf = (what: (typeof people)[number]['what']) =>
        daily(
          dayList,
          people.filter((p) => p.what === what),
        );
      const clickOuts = totals['click-out'];

      return {
        days,
        ...window,
        clickOuts: {
          total: clickOuts,
          bySource,
          byDay: fillDays(dayList, bySourceDay),
          byDayAndSource: bySourceDay.filter((r) => r.count > 0),
          byDayAndBrand,
        },
        productViews: totals.view,
        cartAdds: totals['cart-add'],
        copies: totals.copy,
        clickThroughRate: totals.view > 0 ? clickOuts / totals.view : null,
        topProducts: topIds.flatMap((id) => {
          const p = products.get(id);
          return p
            ? [
                {
                  id,
                  title: p.title,
                  brand: p.brand,
                  views: p.counts.view,
                  clickOuts: p.counts['click-out'],
                  cartAdds: p.counts['cart-add'],
                  copies: p.counts.copy,
                },
              ]
            : [];
        }),
        topBrands,
        signups: peopleOf('signups'),
        social: { friendships: peopleOf('friendships'), shares: peopleOf('shares'), opinions: peopleOf('opinions') },
      };
    },
  };
}

export type OperatorFigures = ReturnType<typeof operatorFigures>;
