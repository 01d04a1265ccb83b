import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { DocumentTitle } from './document-title';
import { t } from '../../lib/i18n/messages';

/**
 * A screen's top bar: back button and the uppercase, letter-spaced title, which also names the
 * page in the browser tab unless `tabTitle` says better.
 */
export function PageHeader({
  title,
  tabTitle = title,
  back,
  actions,
}: {
  title: string;
  tabTitle?: string;
  back?: string | true;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-canvas/95 backdrop-blur">
      <DocumentTitle page={tabTitle} />
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-2 sm:px-4">
        {back ? (
          <button
            type="button"
            aria-label={t('page.back')}
            onClick={() => (back === true ? goBack(navigate) : navigate(back))}
            className="grid size-11 place-items-center rounded-full hover:bg-ink/5"
          >
            <ArrowLeft aria-hidden="true" size={22} />
          </button>
        ) : (
          <span className="w-2" />
        )}
        <h1 className="flex-1 truncate text-base font-semibold uppercase tracking-[0.2em]">{title}</h1>
        {actions}
      </div>
    </header>
  );
}

/**
 * Back to the previous screen of this app, or to the store's home when the shopper arrived
 * here directly (a shared link): going back must never leave the store.
 */
export function goBack(navigate: NavigateFunction): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate('/home');
}
