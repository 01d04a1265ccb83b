// Prices as feeds write them ("1299.00", "1299.00 INR", "₹1,299", "Rs. 1,299") to whole rupees.
// The store sells in rupees: any other currency is refused, never converted.

export type PriceResult = { ok: true; rupees: number } | { ok: false; reason: string };

const RUPEE_MARKS = /(₹|\bINR\b|\bRs\.?|\brupees?\b)/gi;
const OTHER_CURRENCY = /\b([A-Z]{3})\b|([$€£¥])/;
const SYMBOL_CODES: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

/** Parses one price; blank gives `undefined` (no price), a paise amount is rounded to the rupee. */
export function parsePrice(raw: string | number | null | undefined): PriceResult | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'number') return toRupees(raw, String(raw));
  const text = raw.normalize('NFKC').trim();
  if (!text) return undefined;
  const withoutRupee = text.replace(RUPEE_MARKS, ' ');
  const other = OTHER_CURRENCY.exec(withoutRupee.toUpperCase());
  if (other) {
    const code = other[1] ?? SYMBOL_CODES[other[2] ?? ''] ?? other[2];
    return { ok: false, reason: `price "${text}" is in ${code}; the store sells in rupees (INR) only` };
  }
  const digits = withoutRupee.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return { ok: false, reason: `price "${text}" is not a number` };
  return toRupees(Number(digits), text);
}

function toRupees(value: number, text: string): PriceResult {
  const rupees = Math.round(value);
  if (!Number.isFinite(value) || rupees <= 0) return { ok: false, reason: `price "${text}" is not above zero` };
  if (rupees > 10_000_000) return { ok: false, reason: `price "${text}" is too high` };
  return { ok: true, rupees };
}

/**
 * The selling price and the price before a discount. A compare-at price below the price, or
 * none, means no discount. `undefined` price: rejected as missing.
 */
export function pricePair(
  price: string | number | null | undefined,
  compareAt: string | number | null | undefined,
): { ok: true; price: number; originalPrice: number } | { ok: false; reason: string } {
  const p = parsePrice(price);
  if (!p) return { ok: false, reason: 'no price' };
  if (!p.ok) return p;
  const c = parsePrice(compareAt);
  if (c && !c.ok) return c;
  return { ok: true, price: p.rupees, originalPrice: c && c.rupees > p.rupees ? c.rupees : p.rupees };
}
