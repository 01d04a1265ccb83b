import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    [
      '/auth/user/verify-reset-otp?email=a%40x.in&otp=5768',
      '/auth/user/verify-reset-otp?email=a%40x.in&otp=[redacted]',
    ],
    [
      '/x?resetToken=abc&newPassword=p4ss&password=p',
      '/x?resetToken=[redacted]&newPassword=[redacted]&password=[redacted]',
    ],
    [
      '/x?OTP=1&Token=2&api_key=3&secret=4&code=5',
      '/x?OTP=[redacted]&Token=[redacted]&api_key=[redacted]&secret=[redacted]&code=[redacted]',
    ],
    // %-escaped and decorated names are still the same names.
    ['/x?%6Ftp=5768&otp[]=1&otp%5B%5D=2', '/x?%6Ftp=[redacted]&otp[]=[redacted]&otp%5B%5D=[redacted]'],
    ['/x?otp=1&otp=2', '/x?otp=[redacted]&otp=[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each(['/api/products/search?query=red+kurta&limit=24', '/images/p1?w=160', '/healthz', '/x?otp', '/x?%E0%A4=1'])(
    'leaves %s as it is',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});
