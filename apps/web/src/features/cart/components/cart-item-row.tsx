// One cart line: image and title open the product; price, quantity, the brand's Buy link (through
// the click-out, /out/{id}?from=cart) and Remove. A product gone from its feed says "Currently
// unavailable" instead of Buy. The row is dimmed while its removal is in flight (spec section 4).
import { ExternalLink, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { outPath } from '@store/shared/click-outs';
import { MSG } from '@store/shared/messages';
import { formatRupees } from '@store/shared/money';
import { buttonClass } from '../../../components/ui/button';
import { RowImage } from '../../../components/ui/product-image';
import { Skeleton, Skeletons } from '../../../components/ui/states';
import type { CartItem } from '../api/get-cart';

export function CartItemRow({
  item,
  removing,
  onRemove,
  priority = false,
  opinions,
}: {
  item: CartItem;
  removing: boolean;
  onRemove: () => void;
  priority?: boolean;
  /** What friends think of the line, drawn by the screen (the social feature's summary). */
  opinions?: ReactNode;
}) {
  const productPath = `/products/${encodeURIComponent(item.productId)}`;
  const title = item.title || 'Product';
  return (
    <li
      aria-busy={removing}
      data-testid="cart-item"
      className={`flex gap-4 py-4 transition-opacity ${removing ? 'pointer-events-none opacity-40' : ''}`}
    >
      <Link
        to={productPath}
        className="w-24 shrink-0 overflow-hidden rounded-md sm:w-28"
        tabIndex={-1}
        aria-hidden="true"
      >
        <RowImage src={item.imageUrl} alt="" sizes="112px" priority={priority} className="aspect-[3/4] w-full" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={productPath} className="line-clamp-2 text-sm font-medium text-ink hover:underline sm:text-base">
          {title}
        </Link>
        <p className="mt-1 text-base font-semibold">{formatRupees(item.price)}</p>
        <p className="mt-0.5 text-sm text-muted">Qty: {item.quantity}</p>
        {opinions}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          {!item.available ? (
            <span className="text-sm font-medium text-muted">{MSG.currentlyUnavailable}</span>
          ) : item.url ? (
            <a
              href={outPath(item.productId, 'cart')}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'md', 'px-4')}
              aria-label={`Buy ${title} on the brand's site`}
            >
              Buy
              <ExternalLink aria-hidden="true" size={16} />
            </a>
          ) : null}
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove ${title}`}
            className={buttonClass('ghost', 'md', 'px-3 text-muted hover:text-danger')}
          >
            <Trash2 aria-hidden="true" size={18} />
            {removing ? 'Removing...' : 'Remove'}
          </button>
        </div>
      </div>
    </li>
  );
}

export function CartItemSkeleton() {
  return (
    <li className="flex gap-4 py-4">
      <Skeleton className="aspect-[3/4] w-24 shrink-0 sm:w-28" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeletons classes={['h-4 w-4/5', 'h-4 w-1/3', 'h-3 w-1/5']} />
        <Skeletons className="mt-auto flex gap-2" classes={['h-11 w-20', 'h-11 w-24']} />
      </div>
    </li>
  );
}
