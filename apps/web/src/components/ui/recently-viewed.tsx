// The "Recently viewed" strip (issue 16): a row of cards that scrolls sideways, with a button that
// clears the list. Renders nothing while the list (less the product being shown) is empty.
import { DISCOVERY_WORDS as W } from '@store/shared/messages';
import { clearRecentlyViewed, useRecentlyViewed } from '../../lib/recently-viewed';
import { ProductCard, type CardAction } from './product-card';

export function RecentlyViewed({ exceptId, cardAction }: { exceptId?: string; cardAction?: CardAction }) {
  const products = useRecentlyViewed().filter((p) => p.id !== exceptId);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="mx-auto max-w-6xl px-3 py-6 sm:px-4">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="recently-viewed-title" className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">
          {W.recentlyViewed}
        </h2>
        <button
          type="button"
          onClick={clearRecentlyViewed}
          className="min-h-11 px-2 text-sm font-semibold text-accent underline"
        >
          {W.clearRecentlyViewed}
        </button>
      </div>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {products.map((p) => (
          <li key={p.id} className="w-36 shrink-0 snap-start sm:w-44">
            <ProductCard product={p} deferUntilLive action={cardAction} />
          </li>
        ))}
      </ul>
    </section>
  );
}
