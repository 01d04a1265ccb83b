// "More from {brand}" under a product (ADR 2907): a row of the brand's cards that
// scrolls sideways, asked for only when it comes near the screen, without the product shown.
import type { CardAction } from '../../../components/ui/product-card';
import { ProductRow, useNearScreen } from '../../../components/ui/product-row';
import { useBrandProducts } from '../api/get-brand-products';
import { productWords as w } from '../../../lib/i18n/screens/product';

export function MoreFromBrand({
  brand,
  exceptId,
  cardAction,
}: {
  brand: string;
  exceptId: string;
  cardAction?: CardAction;
}) {
  const { ref, near } = useNearScreen<HTMLElement>();
  const query = useBrandProducts(brand, near);
  const products = (query.data ?? []).filter((p) => p.id !== exceptId);
  return (
    <section
      ref={ref}
      aria-labelledby="more-from-brand-title"
      className={`mx-auto max-w-6xl px-3 sm:px-4 ${products.length ? 'py-6' : 'min-h-1'}`}
    >
      {products.length ? (
        <>
          <h2 id="more-from-brand-title" className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
            {w('moreFrom', { brand })}
          </h2>
          <ProductRow products={products} cardAction={cardAction} />
        </>
      ) : null}
    </section>
  );
}
