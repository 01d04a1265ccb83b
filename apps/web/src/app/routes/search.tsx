// /search: text search (Enter or the Search button; blank is ignored) in a combobox that suggests
// as the shopper types (ADR 1600), the last 5 searches (memory only), results that load more as the
// shopper scrolls with sort and filters kept in the URL like a listing's (ADR 1600), and image
// search by camera or upload, whose results show under the photo's thumbnail.
import { Camera, Clock, ImageUp, Search, SearchX, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { hasFilters, readDiscoveryParams } from '@store/shared/discovery';
import { Button } from '../../components/ui/button';
import { useHydrated } from '../../components/ui/use-hydrated';
import { ProductGridSkeleton } from '../../components/ui/product-card';
import { DocumentTitle } from '../../components/ui/document-title';
import { StateMessage } from '../../components/ui/states';
import { DiscoveryLayout } from '../../features/discovery/components/discovery-layout';
import { countLine, DiscoveryResults, firstPageTotal } from '../../features/discovery/components/discovery-results';
import { useDiscovery } from '../../features/discovery/components/use-discovery';
import {
  SEARCH_DEFAULT_SORT,
  searchDiscoveryParams,
  searchProductsQueryOptions,
  useSearchProducts,
} from '../../features/search/api/search-products';
import { cardHeartAndSimilar } from '../card-actions';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { CameraModal } from '../../features/search/components/camera-modal';
import { ACCEPTED_IMAGE_TYPES, acceptsImage } from '../../features/search/components/image-search';
import { rememberSearch, useRecentSearches } from '../../features/search/components/recent-searches';
import { DidYouMean } from '../../features/search/components/did-you-mean';
import { SearchCombobox } from '../../features/search/components/search-combobox';
import { firstPage, type ScreenLoader } from '../first-screen';
import { discoveryWords, t } from '../../lib/i18n/messages';
import { msg } from '../../lib/i18n/msg';
import { searchWords as w } from '../../features/search/words/search';

/** The results' first page for q (trimmed, as the screen reads it), with the URL's sort and filters. */
export const loader: ScreenLoader =
  (firstScreen) =>
  ({ request }) => {
    const url = new URL(request.url);
    const query = (url.searchParams.get('q') ?? '').trim();
    if (!query) return null;
    const { filters, sort } = readDiscoveryParams(url.searchParams);
    const params = searchDiscoveryParams(filters, sort);
    return firstScreen.load(firstPage('search', { query, params }, searchProductsQueryOptions(query, params)));
  };

// The photo's results and the similar list load with their own chunks, when first used.
const ImageSearchPanel = lazy(() =>
  import('../../features/visual-search/components/image-search-panel').then((m) => ({ default: m.ImageSearchPanel })),
);
const SimilarList = lazy(() =>
  import('../../features/visual-search/components/similar-list').then((m) => ({ default: m.SimilarList })),
);

export function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const active = (params.get('q') ?? '').trim();
  const [text, setText] = useState(active);
  const [cameraOpen, setCameraOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const recent = useRecentSearches();
  const similarTo = (params.get('similar') ?? '').trim();
  const hydrated = useHydrated();
  // The photo being searched, numbered: a new one remounts its panel.
  const [photo, setPhoto] = useState<{ n: number; blob: Blob }>();
  const searchWithImage = (image: Blob) => {
    if (!acceptsImage(image)) return;
    setPhoto((last) => ({ n: (last?.n ?? 0) + 1, blob: image }));
  };

  const run = (query: string) => {
    const q = query.trim();
    if (!q) return; // a blank search is ignored
    setText(q);
    rememberSearch(q);
    // Only q: a new search starts without the last one's filters and sort.
    setParams({ q });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(text);
  };
  const closeCamera = useCallback(() => setCameraOpen(false), []);
  const cameraUnavailable = useCallback(() => {
    setCameraOpen(false);
    notify(msg().imageSearchMaintenance);
  }, []);

  return (
    <main>
      <DocumentTitle page={active ? w('searchFor', { query: active }) : w('searchTitle')} />
      <header className="sticky top-0 z-20 border-b border-line bg-canvas/95 backdrop-blur">
        <div className="mx-auto max-w-6xl px-3 py-3 sm:px-4">
          <h1 className="sr-only">{t('nav.search')}</h1>
          <form role="search" onSubmit={onSubmit} className="flex items-center gap-2">
            <SearchCombobox value={text} onChange={setText} onSearch={run} recent={recent} />
            <Button type="submit">{t('nav.search')}</Button>
          </form>
          <div className="mt-2 flex gap-2">
            <Button variant="ghost" className="text-xs" onClick={() => setCameraOpen(true)}>
              <Camera aria-hidden="true" size={18} /> {w('camera')}
            </Button>
            <Button variant="ghost" className="text-xs" onClick={() => fileInput.current?.click()}>
              <ImageUp aria-hidden="true" size={18} /> {w('uploadImage')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              className="hidden"
              data-testid="image-upload"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) searchWithImage(file);
              }}
            />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-3 pb-10 pt-4 sm:px-4">
        {recent.length > 0 ? (
          <section aria-labelledby="recent-title" className="mb-5">
            <h2 id="recent-title" className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
              {discoveryWords().recentSearches}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {recent.map((r) => (
                <li key={r}>
                  <button
                    type="button"
                    onClick={() => run(r)}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm hover:border-ink"
                  >
                    <Clock aria-hidden="true" size={14} className="text-muted" />
                    {r}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {photo ? (
          <Suspense fallback={<ProductGridSkeleton count={4} />}>
            <ImageSearchPanel key={photo.n} photo={photo.blob} cardAction={cardHeartAndSimilar} />
          </Suspense>
        ) : null}
        {/* Lazy code cannot be drawn by the server (renderToString): it comes after hydration. */}
        {similarTo && !photo && hydrated ? (
          <Suspense fallback={<ProductGridSkeleton count={4} />}>
            <SimilarList key={similarTo} productId={similarTo} cardAction={cardHeartAndSimilar} />
          </Suspense>
        ) : null}
        {active ? (
          // Keyed by the query: a new search starts with its own skeleton and a closed filter sheet.
          <SearchResults key={active} active={active} onSearch={run} onClearSearch={() => setParams({})} />
        ) : photo || similarTo ? null : (
          <StateMessage
            icon={<Search size={40} strokeWidth={1.5} />}
            title={msg().startYourSearch}
            body={w('searchHint')}
          />
        )}
      </div>

      {cameraOpen ? (
        <CameraModal
          onCancel={closeCamera}
          onUnavailable={cameraUnavailable}
          onCapture={(captured) => {
            setCameraOpen(false);
            searchWithImage(captured);
          }}
        />
      ) : null}
    </main>
  );
}

/**
 * The results of one search: sort and filters kept in the URL beside q, as a listing keeps them,
 * with the counts of the search's own products; the grid loads more as the shopper scrolls.
 * SearchRoute keys it by the query, so a new search starts from a skeleton.
 */
function SearchResults({
  active,
  onSearch,
  onClearSearch,
}: {
  active: string;
  onSearch: (query: string) => void;
  onClearSearch: () => void;
}) {
  const discovery = useDiscovery(SEARCH_DEFAULT_SORT);
  const results = useSearchProducts(active, searchDiscoveryParams(discovery.filters, discovery.sort));
  const total = firstPageTotal(results);
  const meant = results.data?.pages[0]?.didYouMean;

  const body = (
    <DiscoveryResults
      cardAction={cardHeartAndSimilar}
      query={results}
      total={total}
      discovery={discovery}
      failedTitle={(results.error instanceof ApiError && results.error.message) || msg().searchFailed}
      empty={
        <StateMessage
          icon={<SearchX size={40} strokeWidth={1.5} />}
          title={msg().noProductsFound}
          body={w('nothingMatches', { query: active })}
          action={
            <>
              {meant ? <DidYouMean suggestion={meant} onSearch={onSearch} /> : null}
              <Button variant="secondary" onClick={onClearSearch}>
                <X aria-hidden="true" size={16} /> {w('clearSearch')}
              </Button>
            </>
          }
        />
      }
    />
  );

  // A search that finds nothing at all has nothing to sort or filter.
  if (results.isSuccess && total === 0 && !hasFilters(discovery.filters)) return body;

  return (
    <DiscoveryLayout
      // The filter panel sticks under the search's taller header (121 px) and a gap, the bar under it.
      className="[--bar-top:121px] lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8 lg:[--bar-top-lg:121px] lg:[--panel-top:137px]"
      scope={{ query: active }}
      discovery={discovery}
      count={countLine(results, total, active)}
    >
      {body}
    </DiscoveryLayout>
  );
}
