// The code e-mails: a plain-text part in which the code stands alone on its own line as four
// digits (easy to read, easy for a mail client to offer), and a simple branded HTML part.
import { OTP_TTL_MS } from '@store/shared/constants';
import type { MailMessage } from '../../lib/mail-types';
import type { CodePurpose } from '../../lib/auth-codes';

const BRAND = 'SAATH';
const minutes = Math.round(OTP_TTL_MS / 60_000);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * greetName: the account's name, only for a verified address. A sign-up mail goes to an address
 * nobody has proved yet, so it carries no text the sign-up chose (a phishing vector, ADR 1300).
 */
export function codeMail(purpose: CodePurpose, to: string, greetName: string | undefined, code: string): MailMessage {
  const greeting = greetName ? `Hello ${greetName},` : 'Hello,';
  const signup = purpose === 'signup';
  const subject = signup ? `Your ${BRAND} verification code` : `Your ${BRAND} password reset code`;
  const lead = signup
    ? 'Use this code to verify your e-mail address and finish creating your account:'
    : 'Use this code to reset your password:';
  const text = [
    greeting,
    '',
    lead,
    '',
    code,
    '',
    `The code expires in ${minutes} minutes and works once.`,
    'If you did not ask for it, you can ignore this e-mail: nothing changes without the code.',
    '',
    `${BRAND}: shop together`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:0;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e7e2da;border-radius:8px">
<tr><td style="padding:28px 32px 8px;text-align:center;font-size:20px;font-weight:600;letter-spacing:0.3em;color:#1c1917">${BRAND}</td></tr>
<tr><td style="padding:16px 32px 0;font-size:15px;line-height:1.6">${escapeHtml(greeting)}<br>${lead}</td></tr>
<tr><td style="padding:24px 32px;text-align:center"><span style="display:inline-block;padding:12px 24px;border-radius:8px;background:#fff1f2;color:#9f1239;font-size:32px;font-weight:700;letter-spacing:0.4em">${code}</span></td></tr>
<tr><td style="padding:0 32px 28px;font-size:13px;line-height:1.6;color:#57534e">The code expires in ${minutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}
