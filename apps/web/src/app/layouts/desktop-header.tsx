// The desktop's top header (ADR 2907), from 1024 px: the wordmark, categories, a search
// box with suggestions, and links to the wishlist, the cart (with its count) and the profile. The
// phone keeps its tab bar instead. The header itself is plain links and a plain search form (a
// GET to /search, working before the app is live); the suggestions' code loads only on a wide
// screen, after the page, so /home's first load does not carry it.
//
// The server draws the whole header (it cannot know the screen; a desktop sees it before the app
// is live). A phone's browser, where CSS hides it, draws only its empty frame, from hydration on
// (ADR 3004): the hydration keeps the frame and drops what is in it, and the phone's longest task
// does not hydrate a header it never shows. The contents are drawn once the screen is wide, and
// stay.
import { Heart, Search, ShoppingBag, User } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { QuietBoundary } from '../../components/ui/quiet-boundary';
import { useHydrated } from '../../components/ui/use-hydrated';
import { useCart } from '../../features/cart/api/get-cart';
import type { HeaderSearch } from '../../features/search/components/header-search';
import { loadChunk } from '../../lib/chunk-load';
import { nameOf, t } from '../../lib/i18n/messages';
import { CountBadge } from './count-badge';

type HeaderSearchBox = typeof HeaderSearch;
let headerSearch: Promise<HeaderSearchBox> | undefined;

/**
 * The suggesting box's code, fetched in idle time or on the box's focus, once (again after a
 * failure). It may meet a dropped network: then the plain box stays, and searches without
 * suggestions.
 */
function loadHeaderSearch(): Promise<HeaderSearchBox> {
  headerSearch ??= loadChunk(() => import('../../features/search/components/header-search')).then(
    (m) => m.HeaderSearch,
    (error: unknown) => {
      headerSearch = undefined;
      throw error;
    },
  );
  return headerSearch;
}

/**
 * The listings the header names, women's then men's: explore keys with their titles as
 * packages/shared/src/catalogue.ts has them (written out, so the whole mapping stays off /home's
 * first load).
 */
const CATEGORIES = [
  ['wethnic', 'Traditional'],
  ['dressesW', 'Dresses'],
  ['topsWomen', 'Tops'],
  ['bottomsWomen', 'Bottoms'],
  ['shirtsMen', 'Shirts'],
  ['casuals', 'Casual Wear'],
  ['pantsMen', 'Pants'],
] as const;
/** Tailwind's `lg`, as the header's `lg:block` is written in the CSS (64rem, 1024 px at the usual font size). */
const WIDE = '(min-width: 64rem)';

/** On the server, and where matchMedia is missing (jsdom), the screen is taken to be wide. */
const wideNow = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE).matches;

/**
 * Whether the header's contents are drawn: from the first render (the hydration's) when the
 * screen is wide, else from the moment it widens (a tablet turned, a window made wider); then for
 * good, so that narrowing the window keeps what was typed in the box.
 */
function useDrawnWide(): boolean {
  const [wide, setWide] = useState(wideNow);
  useEffect(() => {
    if (wide) return;
    const list = window.matchMedia(WIDE);
    const follow = () => {
      if (list.matches) setWide(true);
    };
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [wide]);
  return wide;
}

export function DesktopHeader() {
  const drawn = useDrawnWide();
  return (
    <header
      data-testid="desktop-header"
      className="sticky top-0 z-30 hidden border-b border-line bg-surface/95 backdrop-blur lg:block"
    >
      {drawn ? <HeaderContents /> : null}
    </header>
  );
}

function HeaderContents() {
  const hydrated = useHydrated();
  // The suggesting box, once its code has loaded: it takes the plain box's place in one step, with
  // what was typed and the focus, so a shopper typing meanwhile loses neither. Until then, and
  // for good if the code cannot load, the plain box stays: the same element throughout.
  const [suggest, setSuggest] = useState<{ Box: HeaderSearchBox; initial: string; focus: boolean } | null>(null);
  // What the shopper typed in the plain box, which goes on into the suggesting box.
  const [typed, setTyped] = useState('');
  const typedRef = useRef(typed);
  typedRef.current = typed;
  // Text typed in the server-drawn box before the page was live fired no change: take it from
  // the box once, as the page goes live, or the suggesting box would open empty over it.
  const boxRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const early = boxRef.current?.value;
    if (early) setTyped(early);
  }, []);
  const suggestOnceLoaded = () =>
    void loadHeaderSearch()
      .then((Box) =>
        setSuggest((s) => s ?? { Box, initial: typedRef.current, focus: document.activeElement === boxRef.current }),
      )
      .catch(() => undefined);
  // On a wide screen, once the page is live, the suggestions' chunk is fetched in idle time.
  useEffect(() => {
    if (!hydrated || suggest || !window.matchMedia(WIDE).matches) return;
    const later = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    later(suggestOnceLoaded);
  }, [hydrated, suggest]);
  const cart = useCart();
  const count = hydrated ? (cart.data?.length ?? 0) : 0;
  const plainBox = (
    <form
      role="search"
      aria-label={t('nav.searchStore')}
      action="/search"
      method="get"
      className="flex w-full items-center"
    >
      <label className="relative flex w-full items-center">
        <span className="sr-only">{t('nav.search')}</span>
        <Search aria-hidden="true" size={18} className="pointer-events-none absolute left-3 text-muted" />
        <input
          name="q"
          type="search"
          autoComplete="off"
          placeholder={t('nav.searchPlaceholder')}
          ref={boxRef}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onFocus={suggestOnceLoaded}
          className="min-h-11 w-full rounded-full border border-muted/60 bg-canvas pl-10 pr-4 text-sm"
        />
      </label>
    </form>
  );
  return (
    <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-2.5">
      <Link to="/home" className="shrink-0 text-2xl font-semibold tracking-[0.2em] text-ink">
        SAATH
      </Link>
      <nav aria-label={t('nav.categories')} className="min-w-0">
        <ul className="flex items-center gap-4 text-sm font-medium">
          {CATEGORIES.map(([key, title]) => (
            <li key={key}>
              <NavLink
                to={`/explore/${key}`}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center whitespace-nowrap hover:text-accent ${isActive ? 'text-accent' : 'text-ink'}`
                }
              >
                {nameOf(title)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-56 flex-1">
        {suggest ? (
          <QuietBoundary fallback={plainBox}>
            <suggest.Box initial={suggest.initial} focus={suggest.focus} />
          </QuietBoundary>
        ) : (
          plainBox
        )}
      </div>
      <nav aria-label={t('nav.account')} className="shrink-0">
        <ul className="flex items-center gap-1 text-xs font-medium text-ink">
          <HeaderLink to="/profile/wishlist" label={t('nav.wishlist')} Icon={Heart} />
          <HeaderLink to="/cart" label={t('nav.cart')} Icon={ShoppingBag} count={count} />
          <HeaderLink to="/profile" label={t('nav.profile')} Icon={User} />
        </ul>
      </nav>
    </div>
  );
}

function HeaderLink({ to, label, Icon, count = 0 }: { to: string; label: string; Icon: typeof Heart; count?: number }) {
  return (
    <li>
      <NavLink
        to={to}
        end
        className={({ isActive }) =>
          `flex min-h-11 min-w-16 flex-col items-center justify-center gap-0.5 rounded-md px-2 hover:text-accent ${isActive ? 'text-accent' : ''}`
        }
      >
        <span className="relative">
          <Icon aria-hidden="true" size={20} strokeWidth={1.75} />
          <CountBadge count={count} testId="header-cart-count" />
        </span>
        {label}
        {count > 0 ? <span className="sr-only">, {count}</span> : null}
      </NavLink>
    </li>
  );
}
