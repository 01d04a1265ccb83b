import type { ReactNode } from 'react';
import type { Product } from '@store/shared/product';
import { HydrateInTurn } from './hydrate-in-turn';
import { PageLink } from './page-link';
import { Price } from './price';
import { ProductImage } from './product-image';
import { Rating } from './rating';
import { Skeleton } from './states';
import { t } from '../../lib/i18n/messages';

/** What a card draws beside its link for its product (the wishlist heart), given by the screen. */
export type CardAction = (product: Product) => ReactNode;

/** Listing card: 3:4 image, brand above title, price row. Opens the product, passing it along. */
export function ProductCard({
  product,
  priority = false,
  deferUntilLive = false,
  action,
}: {
  product: Product;
  priority?: boolean;
  deferUntilLive?: boolean;
  action?: CardAction;
}) {
  return (
    <div className="relative">
      <PageLink to={`/products/${encodeURIComponent(product.id)}`} state={{ product }} className="group block">
        <div className="overflow-hidden rounded-md">
          <ProductImage
            src={product.imageUrl}
            alt={product.title}
            priority={priority}
            deferUntilLive={deferUntilLive}
            className="aspect-[3/4] w-full transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </div>
        <div className="mt-2 space-y-0.5 px-0.5">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">{product.brand}</p>
          <h3 className="line-clamp-1 text-sm text-ink">{product.title}</h3>
          <Price price={product.price} originalPrice={product.originalPrice} />
          <Rating value={product.rating} />
        </div>
      </PageLink>
      {/* Beside the link, not inside it: a button inside a link is not valid HTML. */}
      {action?.(product)}
    </div>
  );
}

export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-5';

/**
 * The first screen of a phone: two rows of two. Later cards are laid out only when they come near
 * the screen (content-visibility; the remembered size keeps scrolling steady) and get their
 * pictures once the app is live (ProductImage's deferUntilLive).
 */
const FIRST_SCREEN_CARDS = 4;
const LATER_CARD_CLASS = '[content-visibility:auto] [contain-intrinsic-size:auto_340px]';

export function ProductGrid({
  products,
  priorityCount = 2,
  cardAction,
}: {
  products: Product[];
  priorityCount?: number;
  cardAction?: CardAction;
}) {
  return (
    <ul className={PRODUCT_GRID_CLASS}>
      {/* A card a task, on a page the server drew (ADR 3005). */}
      {products.map((p, i) => (
        <HydrateInTurn key={p.id}>
          <li className={i < FIRST_SCREEN_CARDS ? undefined : LATER_CARD_CLASS}>
            <ProductCard
              product={p}
              priority={i < priorityCount}
              deferUntilLive={i >= FIRST_SCREEN_CARDS}
              action={cardAction}
            />
          </li>
        </HydrateInTurn>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={PRODUCT_GRID_CLASS} aria-busy="true" aria-label={t('loading.products')}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className="aspect-[3/4] w-full" />
          <Skeleton className="mt-2 h-3 w-1/3" />
          <Skeleton className="mt-1.5 h-4 w-4/5" />
          <Skeleton className="mt-1.5 h-4 w-1/2" />
        </li>
      ))}
    </ul>
  );
}
