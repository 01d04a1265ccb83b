// A product grid that loads the next page as the shopper nears its end (IntersectionObserver
// on a sentinel below the grid), for lists paged with limit/offset and X-Total-Count.
import { useEffect, useRef } from 'react';
import type { Product } from '@store/shared/product';
import { ProductGrid, ProductGridSkeleton } from './product-card';

export interface ProductPage {
  items: Product[];
  total: number;
  offset: number;
}

/** getNextPageParam for useInfiniteQuery over ProductPage: the next offset, or none when all are loaded. */
export function nextOffset(last: ProductPage): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

/** Reads a list answer and its X-Total-Count into a page. */
export function toPage(items: Product[], headers: Headers, offset: number): ProductPage {
  const header = Number(headers.get('x-total-count'));
  return { items, offset, total: Number.isFinite(header) && header >= 0 ? header : offset + items.length };
}

export function InfiniteProductGrid({
  pages,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  pages: ProductPage[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const products = pages.flatMap((p) => p.items);

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
      <ProductGrid products={products} />
      {isFetchingNextPage ? (
        <div className="mt-6">
          <ProductGridSkeleton count={4} />
        </div>
      ) : null}
      <div ref={sentinel} data-testid="load-more" aria-hidden="true" className="h-px" />
    </>
  );
}
