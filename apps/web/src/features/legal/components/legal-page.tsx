// The frame of the about, contact, terms and privacy pages: header with Back, a readable column.
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';

/** Where shoppers write to us (docs/product.md leaves the addresses open). */
export const CONTACT = {
  help: 'help@saath.example',
  privacy: 'privacy@saath.example',
} as const;

export function LegalPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="animate-fade-in">
      <PageHeader title={title} back />
      <article className="mx-auto max-w-2xl px-5 pb-12 pt-6 text-[0.95rem] leading-relaxed text-ink">
        {intro ? <div className="mb-6 text-muted">{intro}</div> : null}
        <div className="space-y-6">{children}</div>
      </article>
    </main>
  );
}

export function Clause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-1.5 text-xs font-semibold uppercase tracking-[0.2em]">{title}</h2>
      <div className="space-y-2 text-muted">{children}</div>
    </section>
  );
}
