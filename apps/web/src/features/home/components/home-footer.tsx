// The home page's footer: the about, contact, terms and privacy pages, and the copyright.
import { PageLink } from '../../../components/ui/page-link';
import { COPYRIGHT_YEAR } from '@store/shared/constants';
import { t } from '../../../lib/i18n/messages';

const LINKS = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
] as const;

export function HomeFooter() {
  return (
    <footer className="mt-6 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8">
        <p lang="en" className="text-lg font-semibold uppercase tracking-[0.4em]">
          Saath
        </p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap justify-center gap-x-2">
            {LINKS.map((l) => (
              <li key={l.to}>
                <PageLink
                  to={l.to}
                  className="inline-flex min-h-11 items-center px-3 text-sm text-muted hover:text-ink"
                >
                  {t(l.label)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-muted">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
