// The store's real speed: shoppers' Web Vitals, p75 per page kind, against the "good" thresholds
// (LCP 2.5 s, INP 200 ms, CLS 0.1; TTFB 0.8 s).
import { VITAL_GOOD, VITAL_METRICS, VITAL_PAGES, type VitalMetric } from '@store/shared/operator';
import type { VitalRow } from '@store/shared/operator-schema';
import { useVitals } from '../api/get-vitals';
import { ColumnHeads } from './column-heads';
import { count } from './format';
import { Panel } from './panel';

const PAGE_LABELS: Record<string, string> = {
  home: 'Home',
  listing: 'Listing',
  product: 'Product',
  search: 'Search',
  cart: 'Cart',
};

const shown = (metric: VitalMetric, value: number) =>
  metric === 'CLS' ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

function Cell({ row, metric }: { row: VitalRow | undefined; metric: VitalMetric }) {
  if (!row) return <td className="p-2 text-right text-muted">—</td>;
  const good = row.p75 <= VITAL_GOOD[metric];
  return (
    <td className="p-2 text-right tabular-nums">
      <span className={`font-semibold ${good ? 'text-success' : 'text-danger'}`}>{shown(metric, row.p75)}</span>
      <span className="sr-only">{good ? ', good' : ', needs work'}</span>
      <span aria-hidden="true" className={`ml-1 ${good ? 'text-success' : 'text-danger'}`}>
        {good ? '✓' : '!'}
      </span>
      <div className="text-[11px] text-muted">{count(row.count)} loads</div>
    </td>
  );
}

export function Speed({ days }: { days: number }) {
  const vitals = useVitals(days);
  const rows = vitals.data ?? [];
  return (
    <Panel title="Speed on shoppers' phones">
      <p className="mb-2 text-xs text-muted">
        75th percentile of real page loads. Good: LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1, TTFB ≤ 0.8 s.
      </p>
      {vitals.isError ? (
        <p role="alert" className="text-sm text-danger">
          The speed figures could not be loaded.
        </p>
      ) : rows.length === 0 && !vitals.isPending ? (
        <p className="text-sm text-muted">No reports from shoppers' browsers in this range yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[26rem] text-sm">
            <ColumnHeads
              columns={['Page', ...VITAL_METRICS]}
              className="p-2 text-left text-xs font-semibold text-muted"
              othersClass="p-2 text-right text-xs font-semibold text-muted"
            />
            <tbody>
              {VITAL_PAGES.map((page) => (
                <tr key={page} className="border-t border-line">
                  <th scope="row" className="p-2 text-left font-medium">
                    {PAGE_LABELS[page]}
                  </th>
                  {VITAL_METRICS.map((m) => (
                    <Cell key={m} metric={m} row={rows.find((r) => r.page === page && r.metric === m)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
