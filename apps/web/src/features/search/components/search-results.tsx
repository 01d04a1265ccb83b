// The results of one search (issue 16): sort and filters kept in the URL beside q, as a listing
// keeps them, with the counts of the search's own products; the grid loads more as the shopper
// scrolls. SearchRoute keys it by the query, so a new search starts from a skeleton.
import { SearchX, X } from 'lucide-react';
import { hasFilters, SEARCH_SORTS } from '@store/shared/discovery';
import { DISCOVERY_WORDS, MSG } from '@store/shared/messages';
import { formatCount } from '@store/shared/money';
import { DiscoveryLayout } from '../../../components/discovery/discovery-layout';
import { useFacets } from '../../../components/discovery/get-facets';
import { useDiscovery } from '../../../components/discovery/use-discovery';
import { Button } from '../../../components/ui/button';
import { InfiniteProductGrid } from '../../../components/ui/infinite-product-grid';
import { ProductGridSkeleton } from '../../../components/ui/product-card';
import { StateMessage } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { SEARCH_DEFAULT_SORT, searchDiscoveryParams, useSearchProducts } from '../api/search-products';

export function SearchResults({ active, onClearSearch }: { active: string; onClearSearch: () => void }) {
  const discovery = useDiscovery(SEARCH_DEFAULT_SORT);
  // The results first: their request goes out before the counts'.
  const results = useSearchProducts(active, searchDiscoveryParams(discovery.filters, discovery.sort));
  const facets = useFacets({ query: active }, discovery.filters);
  const filtered = hasFilters(discovery.filters);
  const pages = results.data?.pages ?? [];
  const total = pages[0]?.total ?? 0;

  let body;
  if (results.isPending) {
    body = <ProductGridSkeleton count={8} />;
  } else if (results.isError) {
    const message = (results.error instanceof ApiError && results.error.message) || MSG.searchFailed;
    body = (
      <StateMessage
        tone="error"
        title={message}
        action={
          <Button variant="secondary" onClick={() => void results.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (total === 0) {
    body = filtered ? (
      <StateMessage
        icon={<SearchX size={40} strokeWidth={1.5} />}
        title={MSG.noProductsFound}
        body={DISCOVERY_WORDS.noFilterMatches}
        action={<Button onClick={discovery.clear}>{DISCOVERY_WORDS.clearAll}</Button>}
      />
    ) : (
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
    );
  } else {
    body = <InfiniteProductGrid query={results} />;
  }

  // A search that finds nothing at all has nothing to sort or filter.
  if (results.isSuccess && total === 0 && !filtered) return body;

  return (
    <DiscoveryLayout
      className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8"
      facets={facets.data}
      discovery={discovery}
      sorts={SEARCH_SORTS}
      defaultSort={SEARCH_DEFAULT_SORT}
      count={
        results.isSuccess && total > 0
          ? `${formatCount(total)} ${total === 1 ? 'result' : 'results'} for “${active}”`
          : ''
      }
    >
      {body}
    </DiscoveryLayout>
  );
}
