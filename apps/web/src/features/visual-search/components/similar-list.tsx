// The search screen's list of products like one ("View similar" on a product card).
import { Images } from 'lucide-react';
import { msg } from '../../../lib/i18n/msg';
import { ProductGrid, ProductGridSkeleton, type CardAction } from '../../../components/ui/product-card';
import { StateMessage } from '../../../components/ui/states';
import { useSimilarProducts } from '../api/get-similar-products';
import { photoWords as w } from '../words/photo';

const SIMILAR_LIST_SIZE = 48;

export function SimilarList({ productId, cardAction }: { productId: string; cardAction?: CardAction }) {
  const similar = useSimilarProducts(productId, SIMILAR_LIST_SIZE);
  return (
    <section aria-labelledby="similar-list-title" className="mb-8">
      <h2 id="similar-list-title" className="mb-3 text-sm font-semibold">
        {w('similarProducts')}
      </h2>
      {similar.isError ? (
        <StateMessage tone="error" title={msg().imageSearchFailed} />
      ) : similar.data?.length === 0 ? (
        <StateMessage icon={<Images size={40} strokeWidth={1.5} />} title={msg().noProductsFound} />
      ) : similar.data ? (
        <ProductGrid products={similar.data} cardAction={cardAction} />
      ) : (
        <ProductGridSkeleton count={4} />
      )}
    </section>
  );
}
