// The filters of a listing or search (ADR 1600): each value with the number of products picking
// it would give (counted with every other filter applied), a price range and a minimum discount.
// On a phone it is a bottom sheet the Filters button opens; on a desktop a side panel. One render
// serves both (CSS decides), so ids stay unique and the counts are fetched once. The counts are
// this panel's own query: their arrival redraws the panel, not the listing beside it.
import { useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal, X } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { DISCOUNT_STEPS, type Facets, type FacetValue, type ListFilter } from '@store/shared/discovery';
import { formatCount } from '@store/shared/money';
import { afterNextPaint } from '../../../lib/tasks';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useModal } from '../../../lib/use-modal';
import { Button } from '../../../components/ui/button';
import { facetsQueryOptions, useFacets, type FacetScope } from '../api/get-facets';
import type { Discovery } from './use-discovery';
import { ColourSwatch } from './colour-swatch';
import { discoveryWords, nameOf } from '../../../lib/i18n/messages';
import { discoveryScreenWords } from '../words/discovery';

/** What a box filters by: a list filter's value, or a minimum discount step. */
type ChoiceKey = ListFilter | 'discount';
/** A box ticked (on) or unticked by the shopper; `box` is the input itself. */
type OnPick = (filter: ChoiceKey, value: string, on: boolean, box: HTMLInputElement) => void;

/** Each group's label is a key of discovery's words, read in the page's language as it draws. */
const GROUPS: {
  key: ListFilter;
  facet: 'brands' | 'sizes' | 'colors' | 'categories';
  label: 'category' | 'brand' | 'size' | 'colour';
}[] = [
  { key: 'category', facet: 'categories', label: 'category' },
  { key: 'brand', facet: 'brands', label: 'brand' },
  { key: 'size', facet: 'sizes', label: 'size' },
  { key: 'color', facet: 'colors', label: 'colour' },
];

export function FilterPanel({
  scope,
  discovery,
  open,
  onClose,
}: {
  scope: FacetScope;
  discovery: Discovery;
  /** The phone's bottom sheet is showing. */
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const sheet = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModal(open, sheet, onClose, closeRef);

  // A tap ticks the box natively: nothing renders in the tap, so its next paint is the box alone
  // (a phone's INP, ADR 1604). The URL, and the listing with it, follow after that paint: the
  // router's navigation (history.replaceState among it) was most of a first tap's time on a slow
  // phone. One function from render to render, so no box re-renders for another's sake.
  const latest = useRef(discovery);
  latest.current = discovery;
  const pick = useCallback<OnPick>((key, value, on, box) => {
    // One minimum discount at a time, as with radio buttons, yet a shopper can untick it.
    if (key === 'discount')
      for (const other of box.closest('fieldset')?.querySelectorAll('input') ?? [])
        if (other !== box) other.checked = false;
    void afterNextPaint().then(() =>
      key === 'discount'
        ? latest.current.setMinDiscount(on ? Number(value) : undefined)
        : latest.current.pick(key, value, on),
    );
  }, []);

  // On a phone the closed sheet is hidden: its hundred-odd values are drawn when it opens, not
  // while the listing loads (Total Blocking Time on a phone), and its counts are fetched while
  // the page is idle, so it opens with them.
  const wide = useMediaQuery(DESKTOP);
  const facets = useFacets(scope, discovery.filters, open || wide).data;
  usePrefetchWhenIdle(facetsQueryOptions(scope, discovery.filters), !open && !wide);
  const total = facets?.total ?? 0;
  return (
    <>
      {/* The page behind does not pan under a finger on the shade. */}
      {open ? (
        <div className="fixed inset-0 z-40 touch-none bg-ink/40 lg:hidden" aria-hidden="true" onClick={onClose} />
      ) : null}
      {/* On a desktop the panel stays beside the grid and scrolls on its own, from `--panel-top`
          (the page's header and a gap: 73 px under PageHeader) to above the tab bar. */}
      <aside
        ref={sheet}
        aria-labelledby={titleId}
        data-testid="filter-panel"
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
        className={`${open ? 'fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-surface shadow-2xl' : 'hidden'} lg:sticky lg:top-[var(--panel-top,73px)] lg:z-auto lg:flex lg:max-h-[calc(100dvh-var(--panel-top,73px)-4.5rem)] lg:flex-col lg:self-start lg:rounded-none lg:bg-transparent lg:shadow-none`}
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3 lg:border-0 lg:px-0 lg:pt-0">
          <h2 id={titleId} className="text-sm font-semibold uppercase tracking-[0.2em]">
            {discoveryWords().filters}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="grid size-11 place-items-center rounded-full hover:bg-ink/5 lg:hidden"
            aria-label={discoveryScreenWords('closeFilters')}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {open || wide ? (
          <>
            <div className="flex-1 overflow-y-auto overscroll-contain px-4 pb-4 lg:px-0">
              {GROUPS.map((g) => (
                <ValueGroup
                  key={g.key}
                  filter={g.key}
                  label={discoveryWords()[g.label]}
                  values={facets?.[g.facet] ?? NO_VALUES}
                  selected={discovery.filters[g.key]}
                  onPick={pick}
                />
              ))}
              <PriceRange facets={facets} discovery={discovery} />
              <Group label={discoveryWords().discount}>
                {DISCOUNT_STEPS.map((min) => {
                  const count = facets?.discounts.find((d) => d.min === min)?.count ?? 0;
                  const checked = discovery.filters.minDiscount === min;
                  return (
                    <Choice
                      key={min}
                      label={discoveryWords().discountStep(min)}
                      count={count}
                      checked={checked}
                      disabled={count === 0 && !checked}
                      filter="discount"
                      value={String(min)}
                      onPick={pick}
                    />
                  );
                })}
              </Group>
            </div>
            <div className="border-t border-line p-4 lg:hidden">
              <Button className="w-full" onClick={onClose}>
                {discoveryWords().showProducts(formatCount(total))}
              </Button>
            </div>
          </>
        ) : null}
      </aside>
    </>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line py-3 last:border-0">
      <legend className="mb-1 text-xs font-semibold uppercase tracking-[0.15em] text-muted">{label}</legend>
      <div className="flex flex-col">{children}</div>
    </fieldset>
  );
}

/** Fetches a query into the cache once the page is idle: nothing draws on its arrival. */
function usePrefetchWhenIdle(options: ReturnType<typeof facetsQueryOptions>, enabled: boolean) {
  const client = useQueryClient();
  const latest = useRef(options);
  latest.current = options;
  const key = JSON.stringify(options.queryKey);
  useEffect(() => {
    if (!enabled) return;
    const prefetch = () => void client.prefetchQuery(latest.current);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [client, key, enabled]);
}

const NO_VALUES: FacetValue[] = [];
/** From this width the panel is a side column, always shown (Tailwind's lg). */
const DESKTOP = '(min-width: 1024px)';

const ValueGroup = memo(function ValueGroup({
  filter,
  label,
  values,
  selected,
  onPick,
}: {
  filter: ListFilter;
  label: string;
  values: FacetValue[];
  selected: string[];
  onPick: OnPick;
}) {
  // A selected value stays listed even when other filters leave it nothing, so it can be undone.
  const shown = [
    ...values,
    ...selected
      .filter((s) => !values.some((v) => v.value.toLowerCase() === s.toLowerCase()))
      .map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  return (
    <Group label={label}>
      {shown.map((v) => {
        const picked = selected.find((s) => s.toLowerCase() === v.value.toLowerCase());
        return (
          <Choice
            key={v.value}
            // Brands are names; categories and colours are the store's words, in the page's language.
            label={filter === 'brand' ? v.value : nameOf(v.value)}
            count={v.count}
            checked={picked !== undefined}
            disabled={v.count === 0 && picked === undefined}
            // Undoing takes the value as it was picked (the URL's own case).
            value={picked ?? v.value}
            filter={filter}
            onPick={onPick}
            swatch={filter === 'color' ? v.value : undefined}
          />
        );
      })}
    </Group>
  );
});

/**
 * One value with its count. Its box is uncontrolled: the browser ticks it on a tap with no render
 * (a phone's INP), and a change of the filters from elsewhere (a chip, Clear all, the URL catching
 * up) reaches it through `checked`. Memoised with the handler and the value as props, not a
 * closure of them, so a change re-renders only the boxes it changes.
 */
const Choice = memo(function Choice({
  label,
  count,
  checked,
  disabled,
  filter,
  value,
  onPick,
  swatch,
}: {
  label: string;
  count: number;
  checked: boolean;
  disabled: boolean;
  filter: ChoiceKey;
  value: string;
  onPick: OnPick;
  /** A colour family's name: its swatch goes before the label. */
  swatch?: string | undefined;
}) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.checked = checked;
  }, [checked]);
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 text-sm ${disabled ? 'cursor-not-allowed text-muted' : ''}`}
    >
      <input
        ref={box}
        type="checkbox"
        defaultChecked={checked}
        disabled={disabled}
        onChange={(e) => onPick(filter, value, e.currentTarget.checked, e.currentTarget)}
        className="size-4 accent-[var(--color-accent)]"
      />
      {swatch ? <ColourSwatch family={swatch} /> : null}
      <span className="flex-1">{label}</span>
      <span className="text-xs text-muted" aria-label={discoveryScreenWords('valueCount', { n: formatCount(count) })}>
        {formatCount(count)}
      </span>
    </label>
  );
});

function PriceRange({ facets, discovery }: { facets: Facets | undefined; discovery: Discovery }) {
  const { minPrice, maxPrice } = discovery.filters;
  const [min, setMin] = useState(minPrice?.toString() ?? '');
  const [max, setMax] = useState(maxPrice?.toString() ?? '');
  useEffect(() => {
    setMin(minPrice?.toString() ?? '');
    setMax(maxPrice?.toString() ?? '');
  }, [minPrice, maxPrice]);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const read = (v: string) => (/^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : undefined);
    discovery.setPrice(read(min), read(max));
  };
  return (
    <Group label={discoveryWords().price}>
      <form onSubmit={apply} className="flex items-end gap-2">
        <PriceInput label={discoveryWords().minPrice} value={min} bound={facets?.price.min} onChange={setMin} />
        <PriceInput label={discoveryWords().maxPrice} value={max} bound={facets?.price.max} onChange={setMax} />
        <Button type="submit" variant="secondary">
          {discoveryWords().apply}
        </Button>
      </form>
    </Group>
  );
}

/** The phone's button that opens the sheet, with how many filters are on. */
export function FiltersButton({ applied, onClick }: { applied: number; onClick: () => void }) {
  return (
    <Button variant="secondary" className="lg:hidden" onClick={onClick} aria-haspopup="dialog">
      <SlidersHorizontal aria-hidden="true" size={16} />
      {discoveryWords().filters}
      {applied > 0 ? ` (${applied})` : ''}
    </Button>
  );
}

/** One end of the price range; the catalogue's own bound is the placeholder. */
function PriceInput({
  label,
  value,
  bound,
  onChange,
}: {
  label: string;
  value: string;
  bound: number | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-1 flex-col text-xs text-muted">
      {label}
      <input
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        placeholder={bound === undefined ? '' : String(bound)}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 h-11 w-full rounded-md border border-field bg-surface px-2 text-base text-ink placeholder:text-muted"
      />
    </label>
  );
}
