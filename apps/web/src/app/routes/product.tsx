// /products/:id: the product detail. A card passes the product along, so it shows at once;
// the fresh copy is fetched anyway.
import { PackageX } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MSG } from '@store/shared/messages';
import type { Product } from '@store/shared/product';
import { Button } from '../../components/ui/button';
import { goBack, PageHeader } from '../../components/ui/page-header';
import { Price } from '../../components/ui/price';
import { Skeleton, Skeletons, StateMessage } from '../../components/ui/states';
import { ApiError } from '../../lib/api-client';
import { RecentlyViewed } from '../../components/ui/recently-viewed';
import { rememberViewed } from '../../lib/recently-viewed';
import { productQueryOptions, useProduct } from '../../features/catalog/api/get-product';
import { DeliveryReturns } from '../../features/catalog/components/delivery-returns';
import { ProductActions } from '../../features/cart/components/product-actions';
import { ShareButtons } from '../../features/social/components/share-button';
import { cardHeart, WishlistHeart } from '../../features/social/components/wishlist-heart';
import { ProductGallery } from '../../features/catalog/components/product-gallery';
import { oneProduct, type ScreenLoader } from '../first-screen';

/** The product. */
export const loader: ScreenLoader =
  (firstScreen) =>
  ({ params: { id = '' } }) =>
    firstScreen.load(oneProduct(id, productQueryOptions(id)));

/**
 * The product a listing card passed along, shown at once while the page fetches. Other states
 * also carry a `product` (the short one login hands back), so only a whole product of this
 * page's id counts; a cheap structural check keeps zod out of this chunk.
 */
function productFromState(state: unknown, id: string): Product | undefined {
  const p = (state as { product?: Partial<Product> } | null)?.product;
  const whole =
    typeof p === 'object' &&
    p !== null &&
    p.id === id &&
    typeof p.title === 'string' &&
    typeof p.price === 'number' &&
    typeof p.imageUrl === 'string' &&
    Array.isArray(p.additionalImages);
  return whole ? (p as Product) : undefined;
}

export function ProductRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useProduct(id, productFromState(location.state, id));
  const product = query.data;
  useEffect(() => {
    if (product) rememberViewed(product);
  }, [product]);

  if (!product && query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <main>
        <PageHeader title="Product" tabTitle={notFound ? MSG.productNotFound : undefined} back />
        <StateMessage
          tone={notFound ? 'neutral' : 'error'}
          icon={notFound ? <PackageX size={40} strokeWidth={1.5} /> : undefined}
          title={notFound ? MSG.productNotFound : MSG.detailFailed}
          action={
            <>
              {notFound ? null : (
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              )}
              <Button onClick={() => goBack(navigate)}>{MSG.goBack}</Button>
            </>
          }
        />
      </main>
    );
  }

  return (
    <main>
      <PageHeader
        title={product?.brand ?? 'Product'}
        tabTitle={product ? `${product.brand} ${product.title}` : undefined}
        back
      />
      {product ? <ProductDetail product={product} /> : <ProductDetailSkeleton />}
      <RecentlyViewed exceptId={id} cardAction={cardHeart} />
    </main>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const details = [
    ['Category', product.category],
    ['Material', product.material],
    ['Size', product.size],
    ['Color', product.color],
  ].filter(([, value]) => value);
  return (
    <div className="mx-auto max-w-6xl pb-10 sm:px-4 sm:pt-6 md:grid md:grid-cols-2 md:gap-10 lg:gap-16">
      <ProductGallery title={product.title} images={[product.imageUrl, ...product.additionalImages]} />
      <div className="flex flex-col gap-6 px-4 pt-5 sm:px-0 md:pt-0">
        <div className="space-y-2">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{product.brand}</p>
          <h1 className="text-2xl font-medium leading-snug text-ink">{product.title}</h1>
          <div className="pt-1">
            <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
            <p className="mt-1 text-xs text-success">{MSG.inclusiveOfTaxes}</p>
          </div>
        </div>
        <ProductActions product={product} />
        <div className="flex flex-wrap items-center gap-3">
          <WishlistHeart product={product} className="border border-line" />
          <ShareButtons product={product} />
        </div>
        <section aria-labelledby="description-title" className="space-y-2">
          <h2 id="description-title" className="text-xs font-semibold uppercase tracking-[0.2em]">
            Description
          </h2>
          <p className="text-sm leading-relaxed text-muted">{product.description.trim() || MSG.noDescription}</p>
        </section>
        <section aria-labelledby="details-title" className="space-y-2">
          <h2 id="details-title" className="text-xs font-semibold uppercase tracking-[0.2em]">
            Product details
          </h2>
          <dl className="divide-y divide-line border-y border-line text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[7rem_1fr] gap-3 py-2.5">
                <dt className="text-muted">{label}</dt>
                <dd className="text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <DeliveryReturns />
      </div>
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading product"
      className="mx-auto max-w-6xl pb-10 sm:px-4 sm:pt-6 md:grid md:grid-cols-2 md:gap-10 lg:gap-16"
    >
      <Skeleton className="aspect-[3/4] w-full rounded-none sm:rounded-lg" />
      <div className="space-y-4 px-4 pt-5 sm:px-0 md:pt-0">
        <Skeletons classes={['h-3 w-24', 'h-8 w-4/5', 'h-7 w-1/2']} />
        <Skeletons className="grid grid-cols-2 gap-3" classes={['h-12', 'h-12']} />
        <Skeletons classes={['h-24 w-full', 'h-40 w-full']} />
      </div>
    </div>
  );
}
