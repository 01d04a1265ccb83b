// /search: text search (Enter or the Search button; blank is ignored) in a combobox that suggests
// as the shopper types (issue 16), the last 5 searches (memory only), results that load more as the
// shopper scrolls with sort and filters kept in the URL like a listing's (issue 16), and image
// search by camera or upload, which answers with the maintenance alert for now.
import { Camera, Clock, ImageUp, Search, SearchX, X } from 'lucide-react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { hasFilters, readDiscoveryParams } from '@store/shared/discovery';
import { MSG } from '@store/shared/messages';
import { Button } from '../../components/ui/button';
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
import { cardHeart } from '../../features/social/components/wishlist-heart';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { CameraModal } from '../../features/search/components/camera-modal';
import { ACCEPTED_IMAGE_TYPES, runImageSearch } from '../../features/search/components/image-search';
import { rememberSearch, useRecentSearches } from '../../features/search/components/recent-searches';
import { SearchCombobox } from '../../features/search/components/search-combobox';
import { firstPage, type ScreenLoader } from '../first-screen';

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

export function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const active = (params.get('q') ?? '').trim();
  const [text, setText] = useState(active);
  const [cameraOpen, setCameraOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const recent = useRecentSearches();

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
    notify(MSG.imageSearchMaintenance);
  }, []);

  return (
    <main>
      <DocumentTitle page={active ? `${active} · Search` : 'Search'} />
      <header className="sticky top-0 z-20 border-b border-line bg-canvas/95 backdrop-blur">
        <div className="mx-auto max-w-6xl px-3 py-3 sm:px-4">
          <h1 className="sr-only">Search</h1>
          <form role="search" onSubmit={onSubmit} className="flex items-center gap-2">
            <SearchCombobox value={text} onChange={setText} onSearch={run} recent={recent} />
            <Button type="submit">Search</Button>
          </form>
          <div className="mt-2 flex gap-2">
            <Button variant="ghost" className="text-xs" onClick={() => setCameraOpen(true)}>
              <Camera aria-hidden="true" size={18} /> Camera
            </Button>
            <Button variant="ghost" className="text-xs" onClick={() => fileInput.current?.click()}>
              <ImageUp aria-hidden="true" size={18} /> Upload image
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
                if (file) void runImageSearch(file, file.name);
              }}
            />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-3 pb-10 pt-4 sm:px-4">
        {recent.length > 0 ? (
          <section aria-labelledby="recent-title" className="mb-5">
            <h2 id="recent-title" className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
              Recent searches
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
        {active ? (
          // Keyed by the query: a new search starts with its own skeleton and a closed filter sheet.
          <SearchResults key={active} active={active} onClearSearch={() => setParams({})} />
        ) : (
          <StateMessage
            icon={<Search size={40} strokeWidth={1.5} />}
            title={MSG.startYourSearch}
            body="Look for a style, a colour, a fabric or a brand: “floral kurta”, “linen shirt”, “Levi's jeans”."
          />
        )}
      </div>

      {cameraOpen ? (
        <CameraModal
          onCancel={closeCamera}
          onUnavailable={cameraUnavailable}
          onCapture={(photo) => {
            setCameraOpen(false);
            void runImageSearch(photo, 'photo.jpg');
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
function SearchResults({ active, onClearSearch }: { active: string; onClearSearch: () => void }) {
  const discovery = useDiscovery(SEARCH_DEFAULT_SORT);
  const results = useSearchProducts(active, searchDiscoveryParams(discovery.filters, discovery.sort));
  const total = firstPageTotal(results);

  const body = (
    <DiscoveryResults
      cardAction={cardHeart}
      query={results}
      total={total}
      discovery={discovery}
      failedTitle={(results.error instanceof ApiError && results.error.message) || MSG.searchFailed}
      empty={
        <StateMessage
          icon={<SearchX size={40} strokeWidth={1.5} />}
          title={MSG.noProductsFound}
          body={`Nothing matches “${active}”. Try fewer words or another spelling.`}
          action={
            <Button variant="secondary" onClick={onClearSearch}>
              <X aria-hidden="true" size={16} /> Clear search
            </Button>
          }
        />
      }
    />
  );

  // A search that finds nothing at all has nothing to sort or filter.
  if (results.isSuccess && total === 0 && !hasFilters(discovery.filters)) return body;

  return (
    <DiscoveryLayout
      // The filter panel sticks under the search's taller header (121 px) and a gap.
      className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8 lg:[--panel-top:137px]"
      scope={{ query: active }}
      discovery={discovery}
      count={countLine(results, total, 'result', ` for “${active}”`)}
    >
      {body}
    </DiscoveryLayout>
  );
}
