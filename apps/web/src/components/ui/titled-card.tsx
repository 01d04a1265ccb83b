import type { ReactNode } from 'react';

/** The heading's look: grey over a summary's own spacing, or ink with room of its own under it. */
const HEADINGS = {
  muted: 'text-xs font-semibold uppercase tracking-[0.2em] text-muted',
  spaced: 'mb-3 text-xs font-semibold uppercase tracking-[0.2em]',
} as const;

/** A white bordered box on a page, named for a screen reader by its own heading. */
export function TitledCard({
  id,
  title,
  padding,
  heading,
  children,
}: {
  /** The heading's id, which names the box. */
  id: string;
  title: string;
  padding: 'p-4' | 'p-5';
  heading: keyof typeof HEADINGS;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-line bg-surface ${padding}`}>
      <h2 id={id} className={HEADINGS[heading]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
