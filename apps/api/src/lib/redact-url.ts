// A URL as the log may keep it (ADR 2610): the value of every parameter that carries a credential
// (a reset code, a token, a password, a secret or key) is replaced, whatever the parameter's case
// or %-escapes. `/auth/user/verify-reset-otp?email=a@x.in&otp=5768` is logged with `otp=[redacted]`.

const CREDENTIAL_NAME = /otp|code|token|passw|secret|key|sig|auth/i;

export const REDACTED = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      return CREDENTIAL_NAME.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}
