import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength (docs/product.md, Accounts)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdef', 1.5, 'Medium'],
    ['abcdefgh', 2, 'Medium'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdef1', 3.5, 'Strong'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdefg1!', 5, 'Strong'],
    ['ABC!', 2, 'Medium'],
    ['123456', 1.5, 'Medium'],
    ['12345', 1, 'Weak'],
  ] as const)('%j scores %d: %s', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
