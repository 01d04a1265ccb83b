// A product grid that loads the next page as the shopper nears its end (IntersectionObserver
// on a sentinel below the grid), for lists paged with limit/offset and X-Total-Count.
import { useEffect, useRef } from 'react';
import type { ProductPage } from '../../lib/paging';
import { ProductGrid, ProductGridSkeleton, type CardAction } from './product-card';

/** What the grid needs of an infinite query of product pages. */
export interface ProductPagesQuery {
  data?: { pages: ProductPage[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function InfiniteProductGrid({ query, cardAction }: { query: ProductPagesQuery; cardAction?: CardAction }) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  const products = (query.data?.pages ?? []).flatMap((p) => p.items);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      <ProductGrid products={products} cardAction={cardAction} />
      {isFetchingNextPage ? (
        <div className="mt-6">
          <ProductGridSkeleton count={4} />
        </div>
      ) : null}
      <div ref={sentinel} data-testid="load-more" aria-hidden="true" className="h-px" />
    </>
  );
}
