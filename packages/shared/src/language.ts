// The store's languages (ADR 3201): English, the default, and Hindi. The choice
// lives in the `lang` cookie, set by the language switch; with no choice made, the browser's
// Accept-Language decides. Server and web app read it the same way.
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives a session. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** What `<html lang>` says for each language. */
export const HTML_LANG: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi' };
/** The store's own title in each language: a page that names none has it (index.html's is English). */
export const STORE_TITLE: Readonly<Record<Language, string>> = {
  en: 'Saath — fashion with friends',
  hi: 'Saath — दोस्तों के साथ फ़ैशन',
};

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The `lang` cookie's value in a Cookie header, when it names a language. */
export function languageCookie(cookieHeader: string | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) {
      const v = value?.trim();
      if (isLanguage(v)) return v;
    }
  }
  return undefined;
}

/**
 * The language an Accept-Language header prefers among ours: the one with the highest weight
 * ("hi-IN,hi;q=0.9,en;q=0.8" → hi; "en-IN,en;q=0.9,hi;q=0.8" → en), English on a tie or when
 * neither is named.
 */
export function acceptedLanguage(header: string | undefined): Language {
  let best: { lang: Language; q: number } | undefined;
  for (const part of (header ?? '').split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const lang = tag.split('-')[0];
    if (!isLanguage(lang)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANGUAGE;
}

/** The language a request is answered in: its cookie's, else its Accept-Language's. */
export const requestLanguage = (headers: { cookie?: string; 'accept-language'?: string }): Language =>
  languageCookie(headers.cookie) ?? acceptedLanguage(headers['accept-language']);
