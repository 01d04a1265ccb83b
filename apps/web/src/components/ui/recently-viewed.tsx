// The "Recently viewed" strip (ADR 1600): a row of cards that scrolls sideways, with a button that
// clears the list. Renders nothing while the list (less the product being shown) is empty.
import { clearRecentlyViewed, useRecentlyViewed } from '../../lib/recently-viewed';
import type { CardAction } from './product-card';
import { ProductRow } from './product-row';
import { TitleRow } from './title-row';
import { discoveryWords } from '../../lib/i18n/messages';

export function RecentlyViewed({ exceptId, cardAction }: { exceptId?: string; cardAction?: CardAction }) {
  const products = useRecentlyViewed().filter((p) => p.id !== exceptId);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="mx-auto max-w-6xl px-3 py-6 sm:px-4">
      <TitleRow
        id="recently-viewed-title"
        title={discoveryWords().recentlyViewed}
        className="mb-3 flex items-center justify-between"
        titleClassName="text-xs font-semibold uppercase tracking-[0.2em] text-muted"
      >
        <button
          type="button"
          onClick={clearRecentlyViewed}
          className="min-h-11 px-2 text-sm font-semibold text-accent underline"
        >
          {discoveryWords().clearRecentlyViewed}
        </button>
      </TitleRow>
      <ProductRow products={products} cardAction={cardAction} />
    </section>
  );
}
