// A listing with its discovery controls (ADR 1600), as /explore/:type and a search show it: the
// filter panel beside the products (a bottom sheet on phones, opened by Filters), the sort, the
// applied chips and the count line over the products or their state. The Filters and sort bar
// stays on screen under the page's header while the shopper scrolls (ADR 2908): it sticks at
// `--bar-top` (a PageHeader's 57 px by default) and, on a desktop, at `--bar-top-lg` (the desktop
// header's 64 px, which covers the PageHeader); a page with a taller header sets them.
import { useCallback, useState, type ReactNode } from 'react';
import { AppliedFilters, appliedChips } from './applied-filters';
import { FilterPanel, FiltersButton } from './filter-panel';
import type { FacetScope } from '../api/get-facets';
import { SortSelect } from './sort-select';
import type { Discovery } from './use-discovery';
import { discoveryScreenWords } from '../words/discovery';

export function DiscoveryLayout({
  className,
  scope,
  discovery,
  count,
  children,
}: {
  className: string;
  /** Whose products the filter counts are of. */
  scope: FacetScope;
  discovery: Discovery;
  /** The count line ('' until there is one). */
  count: string;
  children: ReactNode;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  return (
    <div className={className}>
      <FilterPanel scope={scope} discovery={discovery} open={sheetOpen} onClose={closeSheet} />
      <div>
        <div
          data-testid="discovery-bar"
          className="sticky top-[var(--bar-top,57px)] z-10 -mx-3 mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-line bg-canvas/95 px-3 py-2 backdrop-blur sm:-mx-4 sm:px-4 lg:top-[var(--bar-top-lg,64px)] lg:mx-0 lg:px-0"
        >
          <FiltersButton applied={appliedChips(discovery).length} onClick={() => setSheetOpen(true)} />
          <SortSelect
            sorts={discovery.sorts}
            value={discovery.sort ?? discovery.defaultSort}
            onChange={discovery.setSort}
          />
        </div>
        <AppliedFilters discovery={discovery} />
        {/* The cards' titles are h3: headings go down one level at a time (a11y heading-order). */}
        <h2 className="sr-only">{discoveryScreenWords('products')}</h2>
        <p className="mb-4 h-5 text-sm text-muted" aria-live="polite">
          {count}
        </p>
        {children}
      </div>
    </div>
  );
}
