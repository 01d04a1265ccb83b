// One plain e-mail address, strictly (ADR 1300): what the forms and the server accept, and how a
// stranger's address is shown. Mail libraries read "a@x.com,evil.com", "a<b>@evil.com" or
// "g:a@evil.com;" as lists, display names or groups, so only a bare dot-atom address passes.
// After NFKC (full-width and compatibility forms become plain ones) the address must be ASCII:
// no invisible characters and no letters of another script that could pass for Latin ones
// (an internationalised domain is written in its xn-- form).

/** NFKC first, then trimmed and lower-cased (the forms send it trimmed and lower-cased: docs/product.md, Accounts). */
export const normalizeEmailAddress = (value: string) => value.normalize('NFKC').trim().toLowerCase();

export const MAX_EMAIL_ADDRESS_LENGTH = 254;

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The normalised address when the value is exactly one plain address, else null. */
export function parseEmailAddress(value: string): string | null {
  const address = normalizeEmailAddress(value);
  if (address.length > MAX_EMAIL_ADDRESS_LENGTH) return null;
  const at = address.indexOf('@');
  if (at <= 0 || at !== address.lastIndexOf('@')) return null;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL_PART.test(local)) return null;
  if (labels.length < 2 || labels.some((l) => l.length > 63 || !LABEL.test(l))) return null;
  return /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/.test(labels.at(-1)!) ? address : null;
}

export const isEmailAddress = (value: string) => parseEmailAddress(value) !== null;

/** A stranger's address as shown on screen: 'asha@x.com' → 'as•••@x.com' (never the whole local part). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '•••';
  const local = address.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••${address.slice(at)}`;
}
