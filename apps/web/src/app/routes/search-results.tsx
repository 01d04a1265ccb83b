// The results of one search (issue 16): sort and filters kept in the URL beside q, as a listing
// keeps them, with the counts of the search's own products; the grid loads more as the shopper
// scrolls. SearchRoute keys it by the query, so a new search starts from a skeleton.
import { SearchX, X } from 'lucide-react';
import { hasFilters } from '@store/shared/discovery';
import { MSG } from '@store/shared/messages';
import { DiscoveryLayout } from '../../features/discovery/components/discovery-layout';
import { countLine, DiscoveryResults, firstPageTotal } from '../../features/discovery/components/discovery-results';
import { useDiscovery } from '../../features/discovery/components/use-discovery';
import { Button } from '../../components/ui/button';
import { StateMessage } from '../../components/ui/states';
import { ApiError } from '../../lib/api-client';
import { SEARCH_DEFAULT_SORT, searchDiscoveryParams, useSearchProducts } from '../../features/search/api/search-products';

export function SearchResults({ active, onClearSearch }: { active: string; onClearSearch: () => void }) {
  const discovery = useDiscovery(SEARCH_DEFAULT_SORT);
  const results = useSearchProducts(active, searchDiscoveryParams(discovery.filters, discovery.sort));
  const total = firstPageTotal(results);

  const body = (
    <DiscoveryResults
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
