import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatCount, formatRupees, formatRupeesWithPaise } from './money';

// Node's full ICU is the oracle the hand-written grouping must match.
const intlWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('money', () => {
  it('groups the Indian way: three digits, then pairs', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(123456.5)).toBe('₹1,23,457');
    expect(formatRupees(1234567890)).toBe('₹1,23,45,67,890');
    expect(formatRupeesWithPaise(1234.5)).toBe('₹1,234.50');
    expect(formatRupeesWithPaise(100000)).toBe('₹1,00,000.00');
    expect(formatCount(100000)).toBe('1,00,000');
  });

  it('matches Intl en-IN for whole rupees, for rupees with paise and for counts', () => {
    const amounts = fc.oneof(
      fc.integer({ min: 0, max: 10 ** 12 }),
      fc.double({ min: 0, max: 10 ** 9, noNaN: true }),
      fc.integer({ min: 0, max: 10 ** 9 }).map((paise) => paise / 100),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatRupees(amount)).toBe(`₹${intlWhole.format(Math.round(amount))}`);
        expect(formatRupeesWithPaise(amount)).toBe(`₹${intlPaise.format(amount)}`);
        expect(formatCount(Math.round(amount))).toBe(Math.round(amount).toLocaleString('en-IN'));
      }),
      { numRuns: 2000 },
    );
  });

  it('a negative amount (a refund line, say) keeps its sign in front', () => {
    expect(formatRupeesWithPaise(-1234.5)).toBe(`₹${intlPaise.format(-1234.5)}`);
    expect(formatRupees(-123456)).toBe(`₹${intlWhole.format(-123456)}`);
  });

  it('percent off rounds half up and is 0 without a saving', () => {
    expect(discountPercent(1299, 1999)).toBe(35);
    expect(discountPercent(999, 999)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
  });
});
