// How the console writes numbers and days: Indian digit grouping, "27 Nov" for a store day.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const count = (n: number) => n.toLocaleString('en-IN');

/** "2026-11-27" → "27 Nov". */
export const shortDay = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}`;

export const percent = (rate: number | null, digits = 1) => (rate === null ? '—' : `${(rate * 100).toFixed(digits)} %`);

/** A share of a total as a percent, or "—" when the total is 0. */
export const share = (part: number, total: number) => percent(total > 0 ? part / total : null);

/** An ISO time as the operator's local date and time. */
export const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
