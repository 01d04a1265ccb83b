import type { ReactNode } from 'react';

/** One section of the console: a titled white card. */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-lg border border-line bg-surface p-4 sm:p-5" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-ink">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
