// The search box as a combobox (WAI-ARIA APG "list autocomplete"): before typing it offers the
// recent searches, after one character the server's suggestions (brands, categories, products with
// a small image and price). Arrow keys move through them (aria-activedescendant; focus stays in
// the box), Enter opens the active one or, with none active, searches; Escape closes; a polite
// live region says how many there are.
import { Clock, Search, Shapes, Tag } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH } from '@store/shared/constants';
import { formatRupees } from '@store/shared/money';
import { ProductImage } from '../../../components/ui/product-image';
import { useSuggestions } from '../api/get-suggestions';
import { discoveryWords, t } from '../../../lib/i18n/messages';
import { searchWords as w } from '../words/search';

interface Option {
  key: string;
  label: string;
  detail?: string;
  kind: 'recent' | 'brand' | 'category' | 'product';
  imageUrl?: string;
  select: () => void;
}

/** Keystrokes closer together than this ask the server once. */
const SUGGEST_DELAY_MS = 150;

export function SearchCombobox({
  value,
  onChange,
  onSearch,
  recent,
}: {
  value: string;
  onChange: (v: string) => void;
  /** Runs a search for the text (Enter with no option active, or a recent search). */
  onSearch: (q: string) => void;
  recent: readonly string[];
}) {
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState('');
  const typed = value.trim();
  useEffect(() => {
    const t = setTimeout(() => setAsked(typed), SUGGEST_DELAY_MS);
    return () => clearTimeout(t);
  }, [typed]);
  const suggestions = useSuggestions(asked);
  const data = useDeferredValue(typed ? suggestions.data : undefined);

  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  /** A brand or category suggestion: it opens that type's explore page. */
  const toExplore =
    (kind: 'brand' | 'category', keyPrefix: string, detail: string) =>
    (x: { name: string; type: string }): Option => ({
      key: `${keyPrefix}-${x.name}`,
      label: x.name,
      detail,
      kind,
      select: () => go(`/explore/${encodeURIComponent(x.type)}`),
    });
  const options: Option[] = !typed
    ? recent.map((r) => ({ key: `r-${r}`, label: r, kind: 'recent', select: () => onSearch(r) }))
    : [
        ...(data?.brands ?? []).map(toExplore('brand', 'b', discoveryWords().brand)),
        ...(data?.categories ?? []).map(toExplore('category', 'c', discoveryWords().category)),
        ...(data?.products ?? []).map((p): Option => ({
          key: `p-${p.id}`,
          label: p.title,
          detail: `${p.brand} · ${formatRupees(p.price)}`,
          kind: 'product',
          imageUrl: p.imageUrl,
          select: () => go(`/products/${encodeURIComponent(p.id)}`),
        })),
      ];
  const expanded = open && options.length > 0;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      // Wraps both ways.
      const n = options.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1 >= n ? 0 : i + 1) : i - 1 < 0 ? n - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && expanded && activeIndex >= 0) {
      e.preventDefault();
      options[activeIndex]!.select();
    } else if (e.key === 'Enter') {
      // The form searches: the list must not stay open over the results (their filters and cards).
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative flex-1">
      <label className="relative block">
        <span className="sr-only">{t('search.products')}</span>
        <Search
          aria-hidden="true"
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          className="h-11 w-full rounded-md border border-field bg-surface pl-10 pr-3 text-base outline-none placeholder:text-muted focus:border-ink"
        />
      </label>
      <ul
        id={listId}
        role="listbox"
        aria-label={typed ? w('suggestions') : discoveryWords().recentSearches}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70dvh] overflow-y-auto rounded-md border border-line bg-surface py-1 shadow-lg"
      >
        {options.map((o, i) => (
          <li
            key={o.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            // mousedown, not click: the box's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              o.select();
            }}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm ${i === activeIndex ? 'bg-ink/5' : ''}`}
          >
            {o.kind === 'product' && o.imageUrl ? (
              <span className="size-10 shrink-0 overflow-hidden rounded bg-canvas">
                <ProductImage
                  src={o.imageUrl}
                  alt=""
                  width={40}
                  height={53}
                  sizes="40px"
                  className="size-full object-cover"
                />
              </span>
            ) : (
              <span className="grid size-10 shrink-0 place-items-center text-muted" aria-hidden="true">
                {o.kind === 'recent' ? (
                  <Clock size={16} />
                ) : o.kind === 'brand' ? (
                  <Tag size={16} />
                ) : (
                  <Shapes size={16} />
                )}
              </span>
            )}
            <span className="flex min-w-0 flex-col">
              <span className="truncate">{o.label}</span>
              {o.detail ? <span className="text-xs text-muted">{o.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite" role="status">
        {open && typed && data ? discoveryWords().suggestionsCount(options.length) : ''}
      </p>
    </div>
  );
}
