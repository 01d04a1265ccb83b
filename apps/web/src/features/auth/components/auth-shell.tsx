// The frame of every account screen: wordmark, title, one line of help, the form, and a footer.
import type { ReactNode } from 'react';
import { authWords } from '../words/auth';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import type { FormOutcome } from './use-auth-form';

export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-md flex-col px-5 pb-10 pt-8 sm:justify-center sm:pt-12">
      <DocumentTitle page={title} />
      <Link
        to="/home"
        className="mx-auto mb-8 inline-flex min-h-11 items-center text-xl font-semibold uppercase"
        aria-label={authWords('home')}
      >
        {/* The wordmark keeps its Latin spacing on a Hindi page (ADR 3202). */}
        <span lang="en" className="tracking-[0.35em]">
          Saath
        </span>
      </Link>
      <div className="rounded-xl border border-line bg-surface px-5 py-7 shadow-sm sm:px-8">
        <h1 className="text-center text-lg font-semibold uppercase tracking-[0.2em]">{title}</h1>
        {subtitle ? <p className="mt-2 text-center text-sm text-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
    </main>
  );
}

/** A message above or below a form: the product's words (docs/product.md), announced to screen readers. */
export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md px-3 py-2.5 text-sm font-medium ${
        tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success'
      }`}
    >
      {children}
    </p>
  );
}

export const linkClass = 'font-semibold text-accent underline-offset-4 hover:underline';

/** The footer of an account screen: a question, then the link that answers it. */
export function AuthFooter({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <>
      {question}{' '}
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </>
  );
}

/**
 * The end of an account form: what the last attempt said, then the submit button, which stays
 * disabled while the call runs and after it succeeded.
 */
export function FormSubmit({
  outcome: { error, success },
  busy,
  label,
  busyLabel,
}: {
  outcome: FormOutcome;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {error ? <FormNotice tone="error">{error}</FormNotice> : null}
      {success ? <FormNotice tone="success">{success}</FormNotice> : null}
      <Button type="submit" size="lg" disabled={busy || Boolean(success)} className="w-full uppercase">
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
