import { describe, expect, it } from 'vitest';
import { storeDay, vitalPageOf, windowDays } from './operator';

describe("the store's day (India's, UTC+05:30)", () => {
  it('turns at 18:30 UTC', () => {
    expect(storeDay(Date.parse('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(storeDay(Date.parse('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });

  it('a window is the N days ending today, oldest first, across a month', () => {
    expect(windowDays(Date.parse('2026-12-01T20:00:00Z'), 3)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(windowDays(Date.parse('2026-11-27T10:00:00Z'), 1)).toEqual(['2026-11-27']);
    expect(windowDays(Date.now(), 365)).toHaveLength(365);
  });
});

describe('the page kind a Web Vitals beacon names', () => {
  it.each([
    ['/home', 'home'],
    ['/explore/partyWomen', 'listing'],
    ['/products/p00001', 'product'],
    ['/search', 'search'],
    ['/cart', 'cart'],
    ['/', undefined],
    ['/operator', undefined],
    ['/profile', undefined],
  ])('%s is %s', (path, kind) => expect(vitalPageOf(path)).toBe(kind));
});
