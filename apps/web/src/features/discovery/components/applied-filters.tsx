// Chips of the filters applied, each removing itself, and Clear all (ADR 1600).
import { X } from 'lucide-react';
import { LIST_FILTERS } from '@store/shared/discovery';
import { formatRupees } from '@store/shared/money';
import type { Discovery } from './use-discovery';
import { discoveryWords, nameOf } from '../../../lib/i18n/messages';

interface Chip {
  label: string;
  remove: () => void;
}

export function appliedChips(d: Discovery): Chip[] {
  const chips: Chip[] = LIST_FILTERS.flatMap((key) =>
    d.filters[key].map((value) => ({
      // Brands are names; categories and colours are the store's words, in the page's language.
      label: key === 'brand' ? value : nameOf(value),
      remove: () => d.pick(key, value, false),
    })),
  );
  const { minPrice, maxPrice, minDiscount } = d.filters;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? `${formatRupees(minPrice)}–${formatRupees(maxPrice)}`
        : minPrice !== undefined
          ? `${discoveryWords().minPrice.replace(' ₹', '')} ${formatRupees(minPrice)}`
          : `${discoveryWords().maxPrice.replace(' ₹', '')} ${formatRupees(maxPrice!)}`;
    chips.push({ label, remove: () => d.setPrice(undefined, undefined) });
  }
  if (minDiscount !== undefined)
    chips.push({ label: discoveryWords().discountStep(minDiscount), remove: () => d.setMinDiscount(undefined) });
  return chips;
}

export function AppliedFilters({ discovery }: { discovery: Discovery }) {
  const chips = appliedChips(discovery);
  if (chips.length === 0) return null;
  return (
    <section aria-label={discoveryWords().appliedFilters} className="mb-3 flex flex-wrap items-center gap-2">
      {chips.map((c) => (
        <button
          key={c.label}
          type="button"
          onClick={c.remove}
          aria-label={discoveryWords().removeFilter(c.label)}
          className="inline-flex min-h-9 items-center gap-1 rounded-full border border-ink bg-surface px-3 text-sm"
        >
          {c.label}
          <X aria-hidden="true" size={14} />
        </button>
      ))}
      <button
        type="button"
        onClick={discovery.clear}
        className="min-h-9 px-2 text-sm font-semibold text-accent underline"
      >
        {discoveryWords().clearAll}
      </button>
    </section>
  );
}
