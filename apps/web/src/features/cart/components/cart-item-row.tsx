// One cart line: image and title open the product; the brand, price with its discount, the size
// and quantity (both changeable, ADR 2905), the brand's Buy link (through the click-out,
// /out/{id}?from=cart&size=) and Remove. A product gone from its feed says "Currently
// unavailable" instead of Buy. The row is dimmed while its removal is in flight (docs/product.md, Cart).
import { ExternalLink, Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { outPath } from '@store/shared/click-outs';
import type { CartLineChange } from '@store/shared/cart';
import { CART_MAX_QUANTITY } from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { RowImage } from '../../../components/ui/product-image';
import { Skeleton, Skeletons } from '../../../components/ui/states';
import type { CartItem } from '../api/get-cart';
import { msg } from '../../../lib/i18n/msg';
import { sizeText } from '../../../lib/i18n/size-text';
import { cartWords as w } from '../words/cart';

export function CartItemRow({
  item,
  removing,
  onRemove,
  onChange,
  priority = false,
  opinions,
}: {
  item: CartItem;
  removing: boolean;
  onRemove: () => void;
  /** A new quantity or size for the line (PATCH /cart/{id}); absent: the line cannot be changed here. */
  onChange?: (change: CartLineChange) => void;
  priority?: boolean;
  /** What friends think of the line, drawn by the screen (the social feature's summary). */
  opinions?: ReactNode;
}) {
  const productPath = `/products/${encodeURIComponent(item.productId)}`;
  const title = item.title || w('product');
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
        {item.brand ? (
          <p className="text-xs font-semibold uppercase tracking-[0.15em] text-muted">{item.brand}</p>
        ) : null}
        <Link to={productPath} className="line-clamp-2 text-sm font-medium text-ink hover:underline sm:text-base">
          {title}
        </Link>
        <div className="mt-1 text-base">
          <Price price={item.price} originalPrice={item.originalPrice} />
        </div>
        <LineChoices item={item} title={title} onChange={item.available ? onChange : undefined} />
        {opinions}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          {!item.available ? (
            <span className="text-sm font-medium text-muted">{msg().currentlyUnavailable}</span>
          ) : item.url ? (
            <a
              href={outPath(item.productId, 'cart', item.size)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'md', 'px-4')}
              aria-label={w('buyOnBrandSite', { title })}
            >
              {w('buy')}
              <ExternalLink aria-hidden="true" size={16} />
            </a>
          ) : null}
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={`${w('remove')} ${title}`}
            className={buttonClass('ghost', 'md', 'px-3 text-muted hover:text-danger')}
          >
            <Trash2 aria-hidden="true" size={18} />
            {removing ? w('removing') : w('remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The line's size (a select of the product's sizes) and quantity (a 1–10 stepper). */
function LineChoices({
  item,
  title,
  onChange,
}: {
  item: CartItem;
  title: string;
  onChange: ((change: CartLineChange) => void) | undefined;
}) {
  const soldOut = new Set(item.sizesOutOfStock);
  const stepClass =
    'grid size-11 place-items-center rounded-full text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent';
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {item.sizes.length > 0 && onChange ? (
        <label className="flex items-center gap-2 text-muted">
          {sizeText().size}:
          <select
            value={item.size ?? ''}
            onChange={(e) => onChange({ size: e.target.value })}
            aria-label={w('sizeOf', { title })}
            className="min-h-11 rounded-md border border-muted/60 bg-surface px-2 font-semibold text-ink"
          >
            {item.size ? null : (
              <option value="" disabled>
                {sizeText().selectSizeLabel}
              </option>
            )}
            {item.sizes.map((s) => (
              <option key={s} value={s} disabled={soldOut.has(s) && s !== item.size}>
                {soldOut.has(s) ? `${s} (${sizeText().sizeOutOfStock})` : s}
              </option>
            ))}
          </select>
        </label>
      ) : item.size ? (
        <span className="text-muted">
          {sizeText().size}: <span className="font-semibold text-ink">{item.size}</span>
        </span>
      ) : null}
      {onChange ? (
        <div className="flex items-center" role="group" aria-label={w('quantityOf', { title })}>
          <button
            type="button"
            className={stepClass}
            disabled={item.quantity <= 1}
            onClick={() => onChange({ quantity: item.quantity - 1 })}
            aria-label={w('oneFewer', { title })}
          >
            <Minus aria-hidden="true" size={16} />
          </button>
          <span className="min-w-12 text-center text-muted" aria-live="polite">
            {w('qty', { count: item.quantity })}
          </span>
          <button
            type="button"
            className={stepClass}
            disabled={item.quantity >= CART_MAX_QUANTITY}
            onClick={() => onChange({ quantity: item.quantity + 1 })}
            aria-label={w('oneMore', { title })}
          >
            <Plus aria-hidden="true" size={16} />
          </button>
        </div>
      ) : (
        <span className="text-muted">Qty: {item.quantity}</span>
      )}
    </div>
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
