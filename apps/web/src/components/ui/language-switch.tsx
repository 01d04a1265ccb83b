// The language switch (ADR 3201): English or हिन्दी, each named in its own script. Choosing one
// sets the `lang` cookie and draws the page again, so the server draws it in that language.
import { LANGUAGES, HTML_LANG, type Language } from '@store/shared/language';
import { chooseLanguage } from '../../lib/i18n/load';
import { language, t } from '../../lib/i18n/messages';

const NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const current = language();
  return (
    <div role="group" aria-label={t('language.label')} className={`flex gap-2 ${className}`}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={HTML_LANG[lang]}
          aria-pressed={lang === current}
          onClick={() => lang !== current && chooseLanguage(lang)}
          className={`min-h-11 flex-1 rounded-full border px-4 text-sm font-semibold transition-colors ${
            lang === current ? 'border-ink bg-ink text-white' : 'border-line text-ink hover:bg-canvas'
          }`}
        >
          {NAMES[lang]}
        </button>
      ))}
    </div>
  );
}
