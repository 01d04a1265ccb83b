// The token of an alert mail's unsubscribe link (RFC 8058): the shopper's id and an HMAC of it
// under APP_SECRET. Anyone holding the mail may turn its alerts off without signing in; nobody
// can make a token for another shopper.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'alert-mail-unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The shopper's id when the token is one the store made; undefined otherwise. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId = '', given = '', ...rest] = token.split('.');
  if (rest.length || !UUID.test(userId)) return undefined;
  const expected = Buffer.from(mac(secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : undefined;
}
