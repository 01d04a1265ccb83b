// /products/:id: the product detail. A card passes the product along, so it shows at once;
// the fresh copy is fetched anyway.
import { PackageX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Product } from '@store/shared/product';
import { BusyRegion } from '../../components/ui/busy-region';
import { HydrateInTurn } from '../../components/ui/hydrate-in-turn';
import { Button } from '../../components/ui/button';
import { useHydrated } from '../../components/ui/use-hydrated';
import { goBack, PageHeader } from '../../components/ui/page-header';
import { Price } from '../../components/ui/price';
import { QuietBoundary } from '../../components/ui/quiet-boundary';
import { RatingStars } from '../../features/catalog/components/rating-stars';
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
import { SizePicker } from '../../features/catalog/components/size-picker';
import { MoreFromBrand } from '../../features/catalog/components/more-from-brand';
import { formatRupees } from '@store/shared/money';
import { oneProduct, type ScreenLoader } from '../first-screen';
import { nameOf, t } from '../../lib/i18n/messages';
import { msg } from '../../lib/i18n/msg';
import { productWords as w } from '../../lib/i18n/screens/product';

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

// Below the fold: its code loads with the product page's first paint out of the way.
const SimilarProducts = lazy(() =>
  import('../../features/visual-search/components/similar-products').then((m) => ({ default: m.SimilarProducts })),
);

export function ProductRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useProduct(id, productFromState(location.state, id));
  const product = query.data;
  const hydrated = useHydrated();
  useEffect(() => {
    if (product) rememberViewed(product);
  }, [product]);

  if (!product && query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <main>
        <PageHeader title={t('page.product')} tabTitle={notFound ? msg().productNotFound : undefined} back />
        <StateMessage
          tone={notFound ? 'neutral' : 'error'}
          icon={notFound ? <PackageX size={40} strokeWidth={1.5} /> : undefined}
          title={notFound ? msg().productNotFound : msg().detailFailed}
          action={
            <>
              {notFound ? null : (
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  {w('tryAgain')}
                </Button>
              )}
              <Button onClick={() => goBack(navigate)}>{msg().goBack}</Button>
            </>
          }
        />
      </main>
    );
  }

  return (
    <main>
      <PageHeader
        title={product?.brand ?? w('product')}
        tabTitle={product ? `${product.brand} ${product.title}` : undefined}
        back
      />
      {product ? <ProductDetail product={product} /> : <ProductDetailSkeleton />}
      {product ? (
        <>
          <MoreFromBrand key={product.brand} brand={product.brand} exceptId={product.id} cardAction={cardHeart} />
          {/* Lazy code cannot be drawn by the server (renderToString): it comes after hydration.
              A row that cannot load (offline, before its chunk was cached) is left out, not the page. */}
          {hydrated ? (
            <QuietBoundary>
              <Suspense fallback={null}>
                <SimilarProducts key={id} productId={id} cardAction={cardHeart} />
              </Suspense>
            </QuietBoundary>
          ) : null}
        </>
      ) : null}
      <RecentlyViewed exceptId={id} cardAction={cardHeart} />
    </main>
  );
}

/** The size chosen before a signed-out Add to Cart, handed back by login (a size the product has). */
function resumedSize(state: unknown, product: Product): string | null {
  const size = (state as { product?: { id?: unknown; size?: unknown } } | null)?.product;
  return size?.id === product.id && typeof size.size === 'string' && product.sizes.includes(size.size)
    ? size.size
    : null;
}

function ProductDetail({ product }: { product: Product }) {
  const location = useLocation();
  const [size, setSize] = useState<string | null>(() => resumedSize(location.state, product));
  const [sizeMissing, setSizeMissing] = useState(false);
  const picker = useRef<HTMLFieldSetElement>(null);
  const sized = product.sizes.length > 0 && product.available;
  const askForSize = () => {
    setSizeMissing(true);
    // Optional call: jsdom, the unit tests' browser, has no scrollIntoView.
    picker.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    picker.current?.focus({ preventScroll: true });
  };
  const details = [
    [w('category'), nameOf(product.category)],
    [w('material'), product.material],
    [w('size'), product.size],
    [w('color'), product.color],
  ].filter(([, value]) => value);
  return (
    <div className="mx-auto max-w-6xl pb-24 sm:px-4 sm:pt-6 md:grid md:grid-cols-2 md:gap-10 md:pb-10 lg:gap-16">
      {/* The gallery and the text below the actions hydrate each in a task of their own (ADR 3005). */}
      <HydrateInTurn>
        <ProductGallery title={product.title} images={[product.imageUrl, ...product.additionalImages]} />
      </HydrateInTurn>
      <div className="flex flex-col gap-6 px-4 pt-5 sm:px-0 md:pt-0">
        <div className="space-y-2">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{product.brand}</p>
          <h1 className="text-2xl font-medium leading-snug text-ink">{product.title}</h1>
          <RatingStars value={product.rating} />
          <div className="pt-1">
            <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
            <p className="mt-1 text-xs text-success">{msg().inclusiveOfTaxes}</p>
          </div>
        </div>
        {sized ? (
          <SizePicker
            ref={picker}
            productId={product.id}
            sizes={product.sizes}
            outOfStock={product.sizesOutOfStock}
            value={size}
            onChange={(next) => {
              setSize(next);
              setSizeMissing(false);
            }}
            missing={sizeMissing}
          />
        ) : null}
        {/* On the phone the price and both actions stay in a bar above the tab bar, on the first screen. */}
        <div
          data-testid="buy-bar"
          className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 flex items-center gap-3 border-t border-line bg-surface/95 px-4 py-2.5 backdrop-blur md:static md:z-auto md:block md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
        >
          <p className="shrink-0 text-base font-semibold leading-tight md:hidden" aria-hidden="true">
            {formatRupees(product.price)}
            {product.originalPrice > product.price ? (
              <s className="block text-xs font-normal text-muted">{formatRupees(product.originalPrice)}</s>
            ) : null}
          </p>
          <ProductActions
            className="min-w-0 flex-1 space-y-3"
            product={product}
            size={size}
            needsSize={sized}
            onSizeMissing={askForSize}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <WishlistHeart product={product} className="border border-line" />
          <ShareButtons product={product} />
        </div>
        <ProductSection id="description-title" title={w('description')}>
          <p className="text-sm leading-relaxed text-muted">{product.description.trim() || msg().noDescription}</p>
        </ProductSection>
        <ProductSection id="details-title" title={w('productDetails')}>
          <dl className="divide-y divide-line border-y border-line text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[7rem_1fr] gap-3 py-2.5">
                <dt className="text-muted">{label}</dt>
                <dd className="text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </ProductSection>
        <HydrateInTurn>
          <DeliveryReturns brand={product.brand} shipping={product.shipping} returnPolicy={product.returnPolicy} />
        </HydrateInTurn>
      </div>
    </div>
  );
}

/** A titled block of the product's text below its actions, hydrated in a task of its own (ADR 3005). */
function ProductSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HydrateInTurn>
      <section aria-labelledby={id} className="space-y-2">
        <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.2em]">
          {title}
        </h2>
        {children}
      </section>
    </HydrateInTurn>
  );
}

function ProductDetailSkeleton() {
  return (
    <BusyRegion
      label={t('loading.product')}
      className="mx-auto max-w-6xl pb-10 sm:px-4 sm:pt-6 md:grid md:grid-cols-2 md:gap-10 lg:gap-16"
    >
      <Skeleton className="aspect-[3/4] w-full rounded-none sm:rounded-lg" />
      <div className="space-y-4 px-4 pt-5 sm:px-0 md:pt-0">
        <Skeletons classes={['h-3 w-24', 'h-8 w-4/5', 'h-7 w-1/2']} />
        <Skeletons className="grid grid-cols-2 gap-3" classes={['h-12', 'h-12']} />
        <Skeletons classes={['h-24 w-full', 'h-40 w-full']} />
      </div>
    </BusyRegion>
  );
}
