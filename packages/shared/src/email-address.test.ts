// ADR 1300 §6: one plain address only, and masked for strangers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, parseEmailAddress } from './email-address';
import { loginSchema } from './forms';
import { VALIDATION } from './validation-words';

describe('parseEmailAddress', () => {
  it.each([
    ['  Asha.Rao+cart@Example.COM ', 'asha.rao+cart@example.com'],
    ['ａｓｈａ@ｅｘａｍｐｌｅ.ｃｏｍ', 'asha@example.com'], // full-width forms, NFKC
    ["o'neil@x.co", "o'neil@x.co"],
    ['a@mail.xn--h2brj9c', 'a@mail.xn--h2brj9c'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseEmailAddress(input)).toBe(expected);
  });

  it.each([
    'a@x.com,evil.com',
    'a<b>@evil.com',
    'g:a@evil.com;',
    'Asha <a@x.com>',
    '"a b"@x.com',
    'a@b@x.com',
    'a@x',
    'a..b@x.com',
    '.a@x.com',
    'a@-x.com',
    'a@x.c',
    'a\u200b@x.com', // zero-width space
    'a@x\u00ad.com', // soft hyphen
    'a@x.com\u202e', // right-to-left override
    'a@\u0440aypal.com', // Cyrillic 'р' in a Latin label
    'a@пример.рф', // a whole other script: written as xn-- instead
    'a\nb@x.com',
    `${'a'.repeat(65)}@x.com`,
  ])('refuses %j', (input) => {
    expect(parseEmailAddress(input)).toBeNull();
    expect(loginSchema.safeParse({ email: input, password: 'secret1' }).error?.issues[0]?.message).toBe(
      VALIDATION.emailInvalid,
    );
  });

  it('never lets a list, a name or a group separator through', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const parsed = parseEmailAddress(s);
        if (parsed !== null) expect(parsed).toMatch(/^[^\s,;:<>()"[\]\\]+@[a-z0-9.-]+$/);
      }),
    );
  });
});

describe('maskEmail', () => {
  it.each([
    ['asha@x.com', 'as•••@x.com'],
    ['ab@x.com', 'a•••@x.com'],
    ['a@x.com', 'a•••@x.com'],
  ])('%s → %s', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });
});
