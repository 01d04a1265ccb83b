// The Delivery & Returns box of the product page (docs/product.md, Product), its words kept.
// Purchases happen on the brand's own site, so the box also says whose delivery, returns and
// payment they are, and shows the brand's own delivery and return words where its feed gives
// them (ADR 2905).
import { Banknote, RotateCcw, Store, Truck } from 'lucide-react';
import { FREE_DELIVERY_ABOVE_RUPEES, RETURN_DAYS } from '@store/shared/constants';
import { formatRupees } from '@store/shared/money';
import { TitledCard } from '../../../components/ui/titled-card';
import { productWords as w } from '../../../lib/i18n/screens/product';

export function DeliveryReturns({
  brand,
  shipping,
  returnPolicy,
}: { brand?: string; shipping?: string | undefined; returnPolicy?: string | undefined } = {}) {
  const rows = [
    { Icon: Truck, text: w('freeDelivery', { amount: formatRupees(FREE_DELIVERY_ABOVE_RUPEES) }) },
    { Icon: RotateCcw, text: w('easyReturns', { count: RETURN_DAYS }) },
    { Icon: Banknote, text: w('cashOnDelivery') },
  ];
  const seller = brand || 'the brand';
  const own = [
    shipping ? { label: w('sellerDelivery', { seller }), text: shipping } : null,
    returnPolicy ? { label: w('sellerReturns', { seller }), text: returnPolicy } : null,
  ].filter((r) => r !== null);
  return (
    <TitledCard id="delivery-title" title={w('deliveryReturns')} padding="p-4" heading="spaced">
      <ul className="space-y-2.5 text-sm text-ink">
        {rows.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3">
            <Icon aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0 text-muted" />
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-line pt-3 text-sm">
        <p className="flex gap-3 text-muted">
          <Store aria-hidden="true" size={18} strokeWidth={1.75} className="mt-0.5 shrink-0" />
          <span data-testid="brand-terms">{w('buyOnSeller', { seller })}</span>
        </p>
        {own.length ? (
          <dl className="mt-2 space-y-1.5 pl-[30px]">
            {own.map(({ label, text }) => (
              <div key={label}>
                <dt className="inline font-medium text-ink">{label}: </dt>
                <dd className="inline text-ink">{text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </TitledCard>
  );
}
