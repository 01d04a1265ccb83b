// What a listing and a search share below their headers (ADR 1600): the total the first page
// reports, and what stands in the grid's place while the pages load, fail or come back empty.
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { hasFilters } from '@store/shared/discovery';
import { formatCount } from '@store/shared/money';
import { Button } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/states';
import { InfiniteProductGrid, type ProductPagesQuery } from '../../../components/ui/infinite-product-grid';
import { ProductGridSkeleton, type CardAction } from '../../../components/ui/product-card';
import type { Discovery } from './use-discovery';
import { discoveryWords } from '../../../lib/i18n/messages';
import { msg } from '../../../lib/i18n/msg';
import { discoveryScreenWords } from '../words/discovery';

/** The total the first page reports: what the count line and the empty states go by. */
export const firstPageTotal = (query: ProductPagesQuery) => query.data?.pages[0]?.total ?? 0;

/**
 * The line over the results once some have come, in the page's language: a listing's "1,234
 * products", a search's "12 results for “x”" (`searched`: x). Empty while loading or when there are
 * none (the results' own state says so).
 */
export function countLine(query: { isSuccess: boolean }, total: number, searched?: string): string {
  if (!query.isSuccess || total === 0) return '';
  const n = formatCount(total);
  return searched === undefined
    ? discoveryScreenWords('productCount', { count: total, n })
    : discoveryScreenWords('resultCount', { count: total, n, query: searched });
}

/**
 * A skeleton while the first page loads, then the grid; or, when there is nothing to show, the
 * failure (`failedTitle` with Try again and any `failedAction`), the filters' own empty state (no
 * match, with Clear all), or `empty` when nothing at all is there.
 */
export function DiscoveryResults({
  query,
  total,
  discovery,
  failedTitle,
  failedAction,
  empty,
  cardAction,
}: {
  query: ProductPagesQuery & { isPending: boolean; isError: boolean; refetch: () => unknown };
  total: number;
  discovery: Discovery;
  failedTitle: string;
  failedAction?: ReactNode;
  empty: ReactNode;
  cardAction?: CardAction;
}) {
  if (query.isPending) return <ProductGridSkeleton count={8} />;
  if (query.isError) {
    const retry = (
      <>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {discoveryScreenWords('tryAgain')}
        </Button>
        {failedAction}
      </>
    );
    return <StateMessage tone="error" title={failedTitle} action={retry} />;
  }
  if (total > 0) return <InfiniteProductGrid query={query} cardAction={cardAction} />;
  if (!hasFilters(discovery.filters)) return empty;
  return (
    <StateMessage
      icon={<SearchX size={40} strokeWidth={1.5} />}
      title={msg().noProductsFound}
      body={discoveryWords().noFilterMatches}
      action={<Button onClick={discovery.clear}>{discoveryWords().clearAll}</Button>}
    />
  );
}
