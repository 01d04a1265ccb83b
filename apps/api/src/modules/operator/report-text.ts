// `npm run report`: the console's summary as text, figure for figure (ADR 3300). Titles and
// brands came from feeds: printable() keeps their control characters off the terminal.
import type { Summary } from '@store/shared/operator-schema';
import { printable } from '../../lib/printable';

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`);

function numbered<T>(title: string, rows: readonly T[], line: (row: T) => string): string[] {
  if (rows.length === 0) return [title, '  (none)'];
  return [title, ...rows.map((r, i) => `  ${String(i + 1).padStart(2)}. ${line(r)}`)];
}

export function reportText(s: Summary): string {
  const days = s.days === 1 ? 'day' : `${s.days} days`;
  const width = String(Math.max(0, ...s.topProducts.map((p) => p.clickOuts))).length;
  return [
    `The last ${days} (${s.from} to ${s.to}, India's days)`,
    '',
    `Product views ${s.productViews} → cart adds ${s.cartAdds} → click-outs ${s.clickOuts.total} (click-through rate ${percent(s.clickThroughRate)})`,
    `Copies from friends' carts ${s.copies}`,
    '',
    ...numbered(
      'Top products by click-outs (click-outs, views, cart adds, copies)',
      s.topProducts,
      (p) =>
        `${String(p.clickOuts).padStart(width)}  ${printable(`${p.brand} — ${p.title} (${p.id})`)}  views ${p.views}, cart adds ${p.cartAdds}, copies ${p.copies}`,
    ),
    '',
    ...numbered(
      'Top brands by click-outs',
      s.topBrands,
      (b) => `${b.clickOuts}  ${printable(b.brand)}  (views ${b.views})`,
    ),
    '',
    `Click-outs by source (${s.clickOuts.total} in all)`,
    ...(s.clickOuts.bySource.length === 0
      ? ['  (none)']
      : s.clickOuts.bySource.map((r) => `  ${printable(r.source).padEnd(13)} ${r.count}`)),
    '',
    `Sign-ups ${s.signups.total}, friendships ${s.social.friendships.total}, shares ${s.social.shares.total}, opinions ${s.social.opinions.total}`,
  ].join('\n');
}
