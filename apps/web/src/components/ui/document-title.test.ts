import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

const STORE_TITLE = 'Saath — fashion with friends';

describe('documentTitle', () => {
  it("names the page, then the store; the store's own pages carry its line", () => {
    expect(documentTitle('Party Wear')).toBe('Party Wear · Saath');
    expect(documentTitle()).toBe(STORE_TITLE);
    expect(documentTitle('')).toBe(STORE_TITLE);
  });

  it('reads a header written in capitals as words, and leaves mixed case alone', () => {
    expect(documentTitle('MY CART')).toBe('My Cart · Saath');
    expect(documentTitle('PROFILE')).toBe('Profile · Saath');
    expect(documentTitle("Levi's 511 Slim Jeans")).toBe("Levi's 511 Slim Jeans · Saath");
  });

  it('does not name the store twice', () => {
    expect(documentTitle('About Saath')).toBe('About Saath');
  });
});
