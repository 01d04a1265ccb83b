// The cart's total (Σ price × quantity, two decimals, Indian grouping) and item count
// (Σ quantity), with Clear Cart.
import { Trash } from 'lucide-react';
import type { CartItem } from '@store/shared/cart';
import { formatRupeesWithPaise } from '@store/shared/money';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/titled-card';
import { t } from '../../../lib/i18n/messages';
import { cartWords as w } from '../words/cart';

/** What the summary shows: the total, Σ price × quantity, and the item count, Σ quantity. */
export function cartTotals(items: CartItem[]): { total: number; count: number } {
  let total = 0;
  let count = 0;
  for (const item of items) {
    total += item.price * item.quantity;
    count += item.quantity;
  }
  return { total, count };
}

export function CartSummary({
  total,
  count,
  clearing,
  onClear,
}: {
  total: number;
  count: number;
  clearing: boolean;
  onClear: () => void;
}) {
  return (
    <TitledCard id="cart-summary-title" title={t('cart.summary')} padding="p-5" heading="muted">
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{t('cart.count')}</dt>
          <dd data-testid="cart-count">{count}</dd>
        </div>
        <div className="flex items-baseline justify-between border-t border-line pt-3">
          <dt className="font-semibold uppercase tracking-wider">{t('cart.total')}</dt>
          <dd className="text-xl font-semibold" data-testid="cart-total">
            {formatRupeesWithPaise(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">{w('boughtOnBrandSite')}</p>
      <Button variant="danger" className="mt-4 w-full" onClick={onClear} disabled={clearing} aria-busy={clearing}>
        <Trash aria-hidden="true" size={18} />
        {clearing ? w('clearing') : w('clearCart')}
      </Button>
    </TitledCard>
  );
}
