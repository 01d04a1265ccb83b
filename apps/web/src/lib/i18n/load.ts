// Loads the page's language before the app renders (ADR 3201): only the chosen language's
// catalogue is fetched, and an English page fetches none.
import {
  HTML_LANG,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '@store/shared/language';
import { setLanguage } from './messages';

/** The language the server drew the page in (<html lang>). */
export function documentLanguage(doc: Document): Language {
  const lang = doc.documentElement.lang.split('-')[0];
  return isLanguage(lang) ? lang : 'en';
}

export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'hi') setLanguage('hi', (await import('./hi')).HINDI);
}

/** The language switch: remembers the choice and draws the page again in it. */
export function chooseLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  document.documentElement.lang = HTML_LANG[language];
  window.location.reload();
}
