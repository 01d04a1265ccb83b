// GET /api/operator/summary.csv: the summary's figures as one long table a spreadsheet opens,
// a row per figure: `figure,day,key,label,value` (key: a source, brand or product id; label:
// a product's brand and title). Text that a spreadsheet would run as a formula (a product title
// from a feed starting with "=") is written with a leading apostrophe (OWASP, CSV injection).
import type { Summary } from '@store/shared/operator-schema';

type Row = [figure: string, day: string, key: string, label: string, value: number | string];

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function summaryRows(s: Summary): Row[] {
  const rows: Row[] = [
    ['days', '', '', '', s.days],
    ['first day', s.from, '', '', ''],
    ['last day', s.to, '', '', ''],
    ['product views', '', '', '', s.productViews],
    ['cart adds', '', '', '', s.cartAdds],
    ['copies', '', '', '', s.copies],
    ['click-outs', '', '', '', s.clickOuts.total],
    ['click-through rate', '', '', '', s.clickThroughRate ?? ''],
  ];
  for (const r of s.clickOuts.bySource) rows.push(['click-outs by source', '', r.source, '', r.count]);
  for (const r of s.clickOuts.byDay) rows.push(['click-outs per day', r.day, '', '', r.count]);
  for (const r of s.clickOuts.byDayAndSource) rows.push(['click-outs per day by source', r.day, r.source, '', r.count]);
  for (const r of s.clickOuts.byDayAndBrand) rows.push(['click-outs per day by brand', r.day, r.brand, '', r.count]);
  for (const p of s.topProducts) {
    const label = `${p.brand} — ${p.title}`;
    rows.push(['top product views', '', p.id, label, p.views]);
    rows.push(['top product click-outs', '', p.id, label, p.clickOuts]);
    rows.push(['top product cart adds', '', p.id, label, p.cartAdds]);
    rows.push(['top product copies', '', p.id, label, p.copies]);
  }
  for (const b of s.topBrands) {
    rows.push(['top brand views', '', b.brand, '', b.views]);
    rows.push(['top brand click-outs', '', b.brand, '', b.clickOuts]);
  }
  const perDay = (name: string, figure: { total: number; byDay: { day: string; count: number }[] }) => {
    rows.push([name, '', '', '', figure.total]);
    for (const d of figure.byDay) rows.push([`${name} per day`, d.day, '', '', d.count]);
  };
  perDay('sign-ups', s.signups);
  perDay('friendships', s.social.friendships);
  perDay('shares', s.social.shares);
  perDay('opinions', s.social.opinions);
  return rows;
}

export const SUMMARY_CSV_HEADER = 'figure,day,key,label,value';

export function summaryCsv(s: Summary): string {
  return [SUMMARY_CSV_HEADER, ...summaryRows(s).map((r) => r.map(cell).join(','))].join('\r\n') + '\r\n';
}
