// The business at a glance: the funnel from product views to click-outs with the click-through
// rate, click-outs per day by source and by brand, top products and brands, and the people side
// (sign-ups, friendships, shares, opinions), all for the chosen range.
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Summary } from '@store/shared/operator-schema';
import { ColumnHeads } from './column-heads';
import { count, percent, share, shortDay } from './format';
import { LineChart, type ChartSeries } from './line-chart';
import { Panel } from './panel';

const SOURCE_LABELS: Record<string, string> = {
  product: 'Product page',
  cart: 'Cart',
  'friends-cart': "Friends' carts",
  share: 'Shares',
};
const SOURCE_COLORS: Record<string, string> = {
  product: '#9f1239',
  cart: '#1d4ed8',
  'friends-cart': '#3f6212',
  share: '#b45309',
};
const PALETTE = ['#9f1239', '#1d4ed8', '#3f6212', '#b45309', '#6d28d9'];
const CHART_BRANDS = 5;

/** A series per key over the window's days, from rows of (day, key, count). */
function perDay(days: string[], rows: { day: string; count: number }[]): number[] {
  const byDay = new Map(rows.map((r) => [r.day, r.count]));
  return days.map((d) => byDay.get(d) ?? 0);
}

function Funnel({ s }: { s: Summary }) {
  const steps = [
    { label: 'Product views', value: s.productViews, note: '' },
    { label: 'Cart adds', value: s.cartAdds, note: `${share(s.cartAdds, s.productViews)} of views` },
    { label: 'Click-outs', value: s.clickOuts.total, note: `${percent(s.clickThroughRate)} of views (CTR)` },
  ];
  const top = Math.max(1, ...steps.map((x) => x.value));
  return (
    <ol className="grid grid-cols-1 gap-3" aria-label="Funnel">
      {steps.map((step) => (
        <li key={step.label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-ink">{step.label}</span>
            <span className="tabular-nums">
              <strong className="text-lg text-ink">{count(step.value)}</strong>
              {step.note ? <span className="ml-2 text-xs text-muted">{step.note}</span> : null}
            </span>
          </div>
          <div className="mt-1 h-2.5 rounded-full bg-canvas" aria-hidden="true">
            <div
              className="h-2.5 rounded-full bg-accent"
              style={{ width: `${Math.max(step.value > 0 ? 1 : 0, (step.value / top) * 100)}%` }}
            />
          </div>
        </li>
      ))}
      <li className="text-xs text-muted">
        Copies from friends' carts: <strong className="text-ink">{count(s.copies)}</strong>
      </li>
    </ol>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-3 sm:p-4">
      <div className="text-xs font-medium text-muted">{label}</div>
      <div className="mt-1 text-2xl font-semibold tabular-nums text-ink">{value}</div>
      {hint ? <div className="text-xs text-muted">{hint}</div> : null}
    </div>
  );
}

/** The charts' days and series, made once per summary (a new series redraws its chart). */
function chartsOf(s: Summary) {
  const days = s.clickOuts.byDay.map((d) => d.day);
  const sourceSeries: ChartSeries[] = s.clickOuts.bySource.map((b, i) => ({
    label: SOURCE_LABELS[b.source] ?? b.source,
    color: SOURCE_COLORS[b.source] ?? PALETTE[i % PALETTE.length]!,
    values: perDay(
      days,
      s.clickOuts.byDayAndSource.filter((r) => r.source === b.source),
    ),
  }));
  const brandSeries: ChartSeries[] = s.topBrands.slice(0, CHART_BRANDS).map((b, i) => ({
    label: b.brand,
    color: PALETTE[i]!,
    values: perDay(
      days,
      s.clickOuts.byDayAndBrand.filter((r) => r.brand === b.brand),
    ),
  }));
  const people: ChartSeries[] = [
    { label: 'Sign-ups', color: PALETTE[0]!, values: s.signups.byDay.map((d) => d.count) },
    { label: 'Friendships', color: PALETTE[1]!, values: s.social.friendships.byDay.map((d) => d.count) },
    { label: 'Shares', color: PALETTE[2]!, values: s.social.shares.byDay.map((d) => d.count) },
    { label: 'Opinions', color: PALETTE[3]!, values: s.social.opinions.byDay.map((d) => d.count) },
  ];
  return { days, sourceSeries, brandSeries, people };
}

export function Business({ s }: { s: Summary }) {
  const { days, sourceSeries, brandSeries, people } = useMemo(() => chartsOf(s), [s]);
  const range = `${shortDay(s.from)} – ${shortDay(s.to)}`;
  const busiest = s.clickOuts.byDay.reduce((a, b) => (b.count > a.count ? b : a), { day: '', count: 0 });

  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Click-outs" value={count(s.clickOuts.total)} hint={range} />
        <Stat label="Click-through rate" value={percent(s.clickThroughRate)} hint="click-outs per product view" />
        <Stat label="Product views" value={count(s.productViews)} />
        <Stat label="Sign-ups" value={count(s.signups.total)} />
      </div>

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Panel title="Click-outs per day">
            <div className="grid grid-cols-1 gap-6">
              <LineChart
                title="By source"
                days={days}
                series={sourceSeries}
                summary={
                  s.clickOuts.total === 0
                    ? `No click-outs from ${range}.`
                    : `${count(s.clickOuts.total)} click-outs from ${range}: ${s.clickOuts.bySource
                        .map((b) => `${SOURCE_LABELS[b.source] ?? b.source} ${count(b.count)}`)
                        .join(', ')}. Busiest day ${shortDay(busiest.day)} (${count(busiest.count)}).`
                }
              />
              {brandSeries.length ? (
                <LineChart
                  title="By brand (top 5)"
                  days={days}
                  series={brandSeries}
                  summary={`${s.topBrands
                    .slice(0, CHART_BRANDS)
                    .map((b) => `${b.brand} ${count(b.clickOuts)}`)
                    .join(', ')}.`}
                />
              ) : null}
            </div>
          </Panel>
        </div>
        <Panel title="Funnel">
          <Funnel s={s} />
        </Panel>
      </div>

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Panel title="Top products">
            <TopProducts s={s} />
          </Panel>
        </div>
        <Panel title="Top brands">
          <TopBrands s={s} />
        </Panel>
      </div>

      <Panel title="People">
        <div className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Sign-ups" value={count(s.signups.total)} />
          <Stat label="Friendships" value={count(s.social.friendships.total)} />
          <Stat label="Shares" value={count(s.social.shares.total)} />
          <Stat label="Opinions" value={count(s.social.opinions.total)} />
        </div>
        <LineChart
          title="Per day"
          days={days}
          series={people}
          summary={`From ${range}: ${people.map((p) => `${p.label.toLowerCase()} ${count(p.values.reduce((a, b) => a + b, 0))}`).join(', ')}.`}
        />
      </Panel>
    </>
  );
}

const th = 'py-2 pr-3 text-left text-xs font-semibold text-muted';
const td = 'py-2 pr-3 tabular-nums';

/** A table's header row: the name column, then number columns, right-aligned. */
const Head = ({ cols }: { cols: string[] }) => (
  <ColumnHeads columns={cols} className={th} othersClass={`${th} text-right`} />
);

function TopProducts({ s }: { s: Summary }) {
  if (!s.topProducts.length) return <p className="text-sm text-muted">No click-outs in this range yet.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[30rem] text-sm">
        <Head cols={['Product', 'Views', 'Cart adds', 'Copies', 'Click-outs', 'CTR']} />
        <tbody>
          {s.topProducts.map((p) => (
            <tr key={p.id} className="border-t border-line">
              <td className="py-2 pr-3">
                <Link
                  to={`/products/${encodeURIComponent(p.id)}`}
                  className="font-medium text-ink underline-offset-2 hover:underline"
                >
                  {p.title}
                </Link>
                <div className="text-xs text-muted">{p.brand}</div>
              </td>
              <td className={`${td} text-right`}>{count(p.views)}</td>
              <td className={`${td} text-right`}>{count(p.cartAdds)}</td>
              <td className={`${td} text-right`}>{count(p.copies)}</td>
              <td className={`${td} text-right font-semibold`}>{count(p.clickOuts)}</td>
              <td className={`${td} text-right`}>{share(p.clickOuts, p.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TopBrands({ s }: { s: Summary }) {
  if (!s.topBrands.length) return <p className="text-sm text-muted">No click-outs in this range yet.</p>;
  return (
    <table className="w-full text-sm">
      <Head cols={['Brand', 'Click-outs', 'CTR']} />
      <tbody>
        {s.topBrands.map((b) => (
          <tr key={b.brand} className="border-t border-line">
            <td className="py-2 pr-3">
              <Link
                to={`/explore/${encodeURIComponent(b.brand)}`}
                className="font-medium text-ink underline-offset-2 hover:underline"
              >
                {b.brand}
              </Link>
            </td>
            <td className={`${td} text-right font-semibold`}>{count(b.clickOuts)}</td>
            <td className={`${td} text-right`}>{share(b.clickOuts, b.views)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
