// The click-out report as `npm run report` prints it: three top lists and the sources. Titles
// and brands came from feeds: printable() keeps their control characters off the terminal.
import type { ClickOutReport } from '@store/shared/click-outs-schema';
import { printable } from '../../lib/printable';

function table(title: string, rows: ClickOutReport['clickOuts']): string[] {
  if (rows.length === 0) return [title, '  (none)'];
  const width = String(Math.max(...rows.map((r) => r.count))).length;
  return [
    title,
    ...rows.map(
      (r, i) =>
        `  ${String(i + 1).padStart(2)}. ${String(r.count).padStart(width)}  ${printable(`${r.brand} — ${r.title} (${r.productId})`)}`,
    ),
  ];
}

export function reportText(report: ClickOutReport): string {
  const days = report.days === 1 ? 'day' : `${report.days} days`;
  const total = report.clickOutsBySource.reduce((n, s) => n + s.count, 0);
  return [
    `Click-outs, cart adds and copies over the last ${days} (since ${printable(report.since)})`,
    '',
    ...table('Top products by click-outs', report.clickOuts),
    '',
    ...table('Top products by cart adds', report.cartAdds),
    '',
    ...table("Top products by copies from friends' carts", report.copies),
    '',
    `Click-outs by source (${total} in all)`,
    ...(report.clickOutsBySource.length === 0
      ? ['  (none)']
      : report.clickOutsBySource.map((s) => `  ${printable(s.source).padEnd(13)} ${s.count}`)),
  ].join('\n');
}
