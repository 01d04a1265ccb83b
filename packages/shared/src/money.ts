// Rupee formatting with Indian digit grouping (₹1,23,456) and the spec's discount maths.
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Listing and detail prices: Indian grouping, no decimals. */
export function formatRupees(amount: number): string {
  return `₹${wholeRupees.format(Math.round(amount))}`;
}

/** Cart totals: Indian grouping, two decimals. */
export function formatRupeesWithPaise(amount: number): string {
  return `₹${rupeesWithPaise.format(amount)}`;
}

/** Percent off, rounded: round((original − price) / original × 100); 0 when there is no saving. */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > 0) || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
