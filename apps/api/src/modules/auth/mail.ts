// The code e-mails: a plain-text part in which the code stands alone on its own line as four
// digits (easy to read, easy for a mail client to offer), and a simple branded HTML part. In the
// language of the request that asked for the code (ADR 3201).
import { OTP_TTL_MS } from '@store/shared/constants';
import { HTML_LANG, type Language } from '@store/shared/language';
import type { MailMessage } from '../../lib/mail-types';
import type { CodePurpose } from '../../lib/auth-codes';
import { escapeHtml } from '../../lib/html-escape';

const BRAND = 'SAATH';
const minutes = Math.round(OTP_TTL_MS / 60_000);

/** The mails' words, one catalogue per language. */
interface MailText {
  hello(name?: string): string;
  subject: Record<CodePurpose, string>;
  lead: Record<CodePurpose, string>;
  expires: string;
  ignore: string;
  ignoreShort: string;
  signOff: string;
}

const MAIL_TEXT: Readonly<Record<Language, MailText>> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    subject: { signup: `Your ${BRAND} verification code`, reset: `Your ${BRAND} password reset code` },
    lead: {
      signup: 'Use this code to verify your e-mail address and finish creating your account:',
      reset: 'Use this code to reset your password:',
    },
    expires: `The code expires in ${minutes} minutes and works once.`,
    ignore: 'If you did not ask for it, you can ignore this e-mail: nothing changes without the code.',
    ignoreShort: 'If you did not ask for it, you can ignore this e-mail.',
    signOff: `${BRAND}: shop together`,
  },
  hi: {
    hello: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    subject: { signup: `आपका ${BRAND} वेरिफ़िकेशन कोड`, reset: `आपका ${BRAND} पासवर्ड रीसेट कोड` },
    lead: {
      signup: 'अपना ई-मेल पता वेरिफ़ाई करने और अकाउंट बनाने के लिए यह कोड डालें:',
      reset: 'अपना पासवर्ड रीसेट करने के लिए यह कोड डालें:',
    },
    expires: `यह कोड ${minutes} मिनट तक और सिर्फ़ एक बार काम करेगा।`,
    ignore: 'अगर आपने यह कोड नहीं माँगा है, तो इस ई-मेल को अनदेखा करें: कोड के बिना कुछ नहीं बदलेगा।',
    ignoreShort: 'अगर आपने यह कोड नहीं माँगा है, तो इस ई-मेल को अनदेखा करें।',
    signOff: `${BRAND}: साथ मिलकर शॉपिंग`,
  },
};

/**
 * greetName: the account's name, only for a verified address. A sign-up mail goes to an address
 * nobody has proved yet, so it carries no text the sign-up chose (a phishing vector, ADR 1300).
 */
export function codeMail(
  purpose: CodePurpose,
  to: string,
  greetName: string | undefined,
  code: string,
  language: Language = 'en',
): MailMessage {
  const words = MAIL_TEXT[language];
  const greeting = words.hello(greetName);
  const subject = words.subject[purpose];
  const lead = words.lead[purpose];
  const text = [greeting, '', lead, '', code, '', words.expires, words.ignore, '', words.signOff, ''].join('\n');
  const html = `<!doctype html>
<html lang="${HTML_LANG[language]}"><body style="margin:0;padding:0;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e7e2da;border-radius:8px">
<tr><td style="padding:28px 32px 8px;text-align:center;font-size:20px;font-weight:600;letter-spacing:0.3em;color:#1c1917">${BRAND}</td></tr>
<tr><td style="padding:16px 32px 0;font-size:15px;line-height:1.6">${escapeHtml(greeting)}<br>${lead}</td></tr>
<tr><td style="padding:24px 32px;text-align:center"><span style="display:inline-block;padding:12px 24px;border-radius:8px;background:#fff1f2;color:#9f1239;font-size:32px;font-weight:700;letter-spacing:0.4em">${code}</span></td></tr>
<tr><td style="padding:0 32px 28px;font-size:13px;line-height:1.6;color:#57534e">${words.expires} ${words.ignoreShort}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}
