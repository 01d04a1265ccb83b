// A product's rating on a card (ADR 2907): one star and the value, as Indian stores show
// it. A plain text star, no icon code: cards are on /home's first screen. The product page's five
// stars are features/catalog/components/rating-stars.tsx, drawn in the same frame.
import type { ReactNode } from 'react';
import { cardWords as w } from '../../lib/i18n/screens/card';

export function Rating({ value }: { value: number }) {
  return (
    <RatingFrame value={value} className="inline-flex items-center gap-1 text-xs font-semibold text-ink">
      <span aria-hidden="true" className="text-[#b45309]">
        ★
      </span>
    </RatingFrame>
  );
}

/**
 * What every rating shows: nothing for an unrated product, else the words for a screen reader,
 * the stars (hidden from it) and the value to one decimal.
 */
export function RatingFrame({ value, className, children }: { value: number; className: string; children: ReactNode }) {
  if (!(value > 0)) return null;
  const shown = value.toFixed(1);
  return (
    <p className={className}>
      {/* A <p> takes no aria-label (axe): the words for a screen reader are text of their own. */}
      <span className="sr-only">{w('rated', { rating: shown })}</span>
      {children}
      <span aria-hidden="true">{shown}</span>
    </p>
  );
}
