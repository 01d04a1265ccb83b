// The Delivery & Returns box of the product page (spec section 9).
import { Banknote, RotateCcw, Truck } from 'lucide-react';
import { FREE_DELIVERY_ABOVE_RUPEES, RETURN_DAYS } from '@store/shared/constants';
import { formatRupees } from '@store/shared/money';

export function DeliveryReturns() {
  const rows = [
    { Icon: Truck, text: `Free delivery on orders above ${formatRupees(FREE_DELIVERY_ABOVE_RUPEES)}` },
    { Icon: RotateCcw, text: `${RETURN_DAYS}-day easy returns` },
    { Icon: Banknote, text: 'Cash on delivery available' },
  ];
  return (
    <section aria-labelledby="delivery-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="delivery-title" className="mb-3 text-xs font-semibold uppercase tracking-[0.2em]">
        Delivery &amp; Returns
      </h2>
      <ul className="space-y-2.5 text-sm text-ink">
        {rows.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3">
            <Icon aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0 text-muted" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
