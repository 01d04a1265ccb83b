import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSizes, MAX_SIZES, parseSizes } from './sizes';

describe('sizes', () => {
  it('splits a size line and tidies each size', () => {
    expect(parseSizes('XS, S, M, L, XL')).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(parseSizes('s / m | xl ; 2xl')).toEqual(['S', 'M', 'XL', 'XXL']);
    expect(parseSizes('Free size')).toEqual(['Free Size']);
    expect(parseSizes('28, 30, 30, , 32')).toEqual(['28', '30', '32']);
  });

  it('orders letters, then numbers, then other names, then Free Size', () => {
    expect(['XL', '32', 'Free Size', 'S', '28', 'UK 8', 'XXS'].sort(compareSizes)).toEqual([
      'XXS',
      'S',
      'XL',
      '28',
      '32',
      'UK 8',
      'Free Size',
    ]);
  });

  it('never gives blanks, repeats or more than the cap', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (line) => {
        const sizes = parseSizes(line);
        expect(sizes.length).toBeLessThanOrEqual(MAX_SIZES);
        expect(new Set(sizes).size).toBe(sizes.length);
        for (const s of sizes) expect(s.trim()).toBe(s);
        for (const s of sizes) expect(s).not.toBe('');
      }),
    );
  });
});
