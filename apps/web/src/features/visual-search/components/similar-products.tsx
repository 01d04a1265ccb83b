// The "Similar products" row of a product page: asked for only when the shopper scrolls near it
// (below the fold, in its own lazily loaded chunk), a row of cards that scrolls sideways.
// Renders nothing when nothing is similar or the search is not available.
import type { CardAction } from '../../../components/ui/product-card';
import { ProductRow, useNearScreen } from '../../../components/ui/product-row';
import { useSimilarProducts } from '../api/get-similar-products';
import { productWords as w } from '../../../lib/i18n/screens/product';

export const SIMILAR_ROW_SIZE = 12;

export function SimilarProducts({ productId, cardAction }: { productId: string; cardAction?: CardAction }) {
  const { ref: section, near } = useNearScreen<HTMLElement>();
  const similar = useSimilarProducts(productId, SIMILAR_ROW_SIZE, near);
  const products = similar.data ?? [];

  return (
    <section
      ref={section}
      aria-labelledby="similar-title"
      className="mx-auto max-w-6xl px-3 py-6 sm:px-4"
      hidden={similar.isSuccess && products.length === 0}
    >
      <h2 id="similar-title" className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
        {w('similarProducts')}
      </h2>
      {products.length > 0 ? (
        <ProductRow products={products} cardAction={cardAction} />
      ) : (
        <div className="h-64" aria-hidden="true" />
      )}
    </section>
  );
}
