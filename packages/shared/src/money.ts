// Rupee formatting with Indian digit grouping (₹1,23,456) and the discount maths of docs/product.md (Product).
//
// Written out rather than Intl.NumberFormat('en-IN'): a page's first Intl formatter loads ICU's
// locale data, 13–28 ms of main thread on the benchmark machine (four times that on the phone
// Lighthouse simulates) in every price page's start-up. money.test.ts holds this to Intl's output.

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** `amount` with `fractionDigits` decimals (rounded half away from zero, as Intl does), grouped. */
function grouped(amount: number, fractionDigits: 0 | 2): string {
  const [whole = '', fraction] = Math.abs(amount).toFixed(fractionDigits).split('.');
  return `${amount < 0 ? '-' : ''}${groupIndian(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Listing and detail prices: Indian grouping, no decimals. */
export function formatRupees(amount: number): string {
  return `₹${grouped(Math.round(amount), 0)}`;
}

/** Cart totals: Indian grouping, two decimals. */
export function formatRupeesWithPaise(amount: number): string {
  return `₹${grouped(amount, 2)}`;
}

/** A count of products or results, grouped the Indian way: 1,00,000. */
export function formatCount(count: number): string {
  return grouped(Math.round(count), 0);
}

/** Percent off, rounded: round((original − price) / original × 100); 0 when there is no saving. */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > 0) || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
